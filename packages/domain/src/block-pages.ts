/**
 * Blocking reason codes and the page each one shows (spec §2 "Platform and redirect rules").
 * The blocks service decides the reason; this maps it to the page and its address.
 */

/** The pages a blocked visitor can be sent to (all in the empty layout). */
export const BLOCK_PAGES = [
  'block',
  'block-ua',
  'block-ie',
  'site-updates',
  'coming-soon',
  'suspension',
] as const;
export type BlockPage = (typeof BLOCK_PAGES)[number];

const PAGE_BY_REASON: Readonly<Record<number, BlockPage>> = {
  1: 'block',
  2: 'block',
  3: 'block',
  4: 'site-updates',
  5: 'block',
  8: 'coming-soon',
  13: 'block-ua',
  14: 'block',
  16: 'suspension',
  17: 'block-ie',
};

/** Reason code whose page keeps the visitor's original path as a query (site updates). */
const KEEPS_PATH = 4;

export function isBlockPage(value: string): value is BlockPage {
  return (BLOCK_PAGES as readonly string[]).includes(value);
}

/** The page for a blocking reason, or null for no reason or an unknown code. */
export function blockPageForReason(reason: number | null | undefined): BlockPage | null {
  if (reason === null || reason === undefined) return null;
  return PAGE_BY_REASON[reason] ?? null;
}

/**
 * Where a blocked visitor goes: `/{lang}/{page}` (with `?path=<original>` for site updates),
 * or the language root when there is no known reason.
 */
export function blockRedirectTarget(
  lang: string,
  reason: number | null | undefined,
  originalPath: string,
): string {
  const page = blockPageForReason(reason);
  if (!page) return `/${lang}`;
  const base = `/${lang}/${page}`;
  return reason === KEEPS_PATH ? `${base}?path=${encodeURIComponent(originalPath)}` : base;
}
