export interface Bar {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * Bars for `values` (negative ones count as zero) filling `width` × `height`, the largest one
 * the full height, a gap of a fifth of a slot between bars; all flat when every value is zero.
 */
export function barGeometry(values: readonly number[], width: number, height: number): Bar[] {
  if (values.length === 0) return [];
  const max = Math.max(0, ...values);
  const slot = width / values.length;
  const gap = slot / 5;
  return values.map((value, index) => {
    const h = max === 0 ? 0 : (Math.max(0, value) / max) * height;
    return { x: index * slot + gap / 2, y: height - h, width: slot - gap, height: h };
  });
}
