import type { SelectHTMLAttributes } from 'react';
import { useId } from 'react';
import { cx } from './class-names.ts';

export interface SelectOption {
  value: string;
  label: string;
  lang?: string;
}

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> {
  /** The label; always the accessible name, shown above the control unless `hideLabel`. */
  label: string;
  hideLabel?: boolean;
  options: readonly SelectOption[];
  block?: boolean;
}

/** A native `<select>` (keyboard, screen-reader and mobile pickers for free) with our look. */
export function Select({ label, hideLabel, options, block, className, id, ...rest }: SelectProps) {
  const generated = useId();
  const controlId = id ?? generated;
  const control = (
    <span className={cx('pf-select', block && 'pf-select--block')}>
      <select
        id={controlId}
        className={cx('pf-select__control', className)}
        aria-label={hideLabel ? label : undefined}
        {...rest}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value} lang={o.lang}>
            {o.label}
          </option>
        ))}
      </select>
      <svg className="pf-select__icon" viewBox="0 0 16 16" aria-hidden="true">
        <path
          d="M4 6l4 4 4-4"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </span>
  );
  if (hideLabel) return control;
  return (
    <span className="pf-field">
      <label className="pf-field__label" htmlFor={controlId}>
        {label}
      </label>
      {control}
    </span>
  );
}
