/** Joins the truthy class names; a tiny stand-in for `clsx` that keeps the bundle small. */
export function cx(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}
