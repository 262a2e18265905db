/** Outrights: who wins a championship, from the competitors' ratings. */
import { finishDraft } from './draft.ts';
import type { MarketDraft } from './draft.ts';

/** Win chances proportional to exp(2.2 × rating), summing to 1. */
export function outrightChances(ratings: readonly number[]): number[] {
  const weights = ratings.map((r) => Math.exp(2.2 * r));
  const sum = weights.reduce((a, b) => a + b, 0);
  return weights.map((w) => w / sum);
}

/** The winner market over every competitor (exhaustive: someone always wins). */
export function priceOutright(
  competitors: readonly { id: number; rating: number }[],
): MarketDraft[] {
  const chances = outrightChances(competitors.map((c) => c.rating));
  const draft = finishDraft(
    'outright_winner',
    0,
    null,
    competitors.map((c) => ({ key: 'competitor', param: null, competitorId: c.id })),
    chances,
  );
  return draft ? [draft] : [];
}
