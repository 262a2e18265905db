import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { cx } from './class-names.ts';

export interface IconButtonProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'aria-label' | 'children'
> {
  /** Accessible name: an icon alone says nothing to a screen reader. */
  label: string;
  /** The icon (decorative; hidden from assistive technology). */
  icon: ReactNode;
  outline?: boolean;
}

export function IconButton({ label, icon, outline, className, type, ...rest }: IconButtonProps) {
  return (
    <button
      type={type ?? 'button'}
      aria-label={label}
      title={label}
      className={cx('pf-icon-button', outline && 'pf-icon-button--outline', className)}
      {...rest}
    >
      <span aria-hidden="true" style={{ display: 'contents' }}>
        {icon}
      </span>
    </button>
  );
}
