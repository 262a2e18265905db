import type { CSSProperties } from 'react';
import { cx } from './class-names.ts';

export interface SkeletonProps {
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  radius?: CSSProperties['borderRadius'];
  className?: string;
}

/** A shimmering block that stands for content being loaded; hidden from assistive technology. */
export function Skeleton({ width = '100%', height = 16, radius, className }: SkeletonProps) {
  return (
    <span
      aria-hidden="true"
      className={cx('pf-skeleton', className)}
      style={{ width, height, borderRadius: radius }}
    />
  );
}
