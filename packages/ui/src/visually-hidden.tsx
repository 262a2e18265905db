import type { HTMLAttributes } from 'react';
import { cx } from './class-names.ts';

/** Text for assistive technology only; it becomes visible when focused (skip links). */
export function VisuallyHidden({ className, ...rest }: HTMLAttributes<HTMLSpanElement>) {
  return <span className={cx('pf-visually-hidden', className)} {...rest} />;
}
