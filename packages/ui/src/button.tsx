import type { ButtonHTMLAttributes } from 'react';
import { cx } from './class-names.ts';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonStyleOptions {
  variant?: ButtonVariant;
  size?: ButtonSize;
  block?: boolean;
  className?: string;
}

/**
 * The class list of a button. Exported so that links (router links, anchors) that look like
 * buttons share one style and stay links for assistive technology.
 */
export function buttonClassName(options: ButtonStyleOptions = {}): string {
  const { variant = 'secondary', size = 'md', block = false, className } = options;
  return cx(
    'pf-button',
    variant !== 'secondary' && `pf-button--${variant}`,
    size !== 'md' && `pf-button--${size}`,
    block && 'pf-button--block',
    className,
  );
}

export interface ButtonProps
  extends ButtonHTMLAttributes<HTMLButtonElement>, Omit<ButtonStyleOptions, 'className'> {}

/** A real `<button>`; `type` defaults to "button" so it never submits a form by accident. */
export function Button({ variant, size, block, className, type, ...rest }: ButtonProps) {
  return (
    <button
      type={type ?? 'button'}
      className={buttonClassName({ variant, size, block, className })}
      {...rest}
    />
  );
}
