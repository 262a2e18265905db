/**
 * The markets of one game: stable ids, margin, suspension and change detection. A market or
 * outcome keeps its id for the life of the game; unchanged markets keep their object, so a
 * consumer can compare by reference.
 */
import type { Market, Outcome } from '../model.ts';
import type { MarketDraft, OutcomeDraft } from '../pricing/draft.ts';
import { marketIdOf, outcomeIdOf, outcomeSlot } from './ids.ts';
import { coefsFor } from '../pricing/margin.ts';

export interface MarketBook {
  readonly gameId: number;
  /** Current markets by id, in offer order. */
  readonly markets: ReadonlyMap<number, Market>;
}

/** What changed when a book was re-priced. */
export interface BookChange {
  readonly changed: readonly Market[];
  readonly removed: readonly number[];
}

/** A mutable market book for one game. */
export function createMarketBook(gameId: number): MarketBook & {
  apply(drafts: readonly MarketDraft[], margin: number, suspended: boolean): BookChange;
  /** Takes these markets as the current ones (a resumed game's stored markets). */
  restore(markets: readonly Market[]): void;
} {
  let current = new Map<number, Market>();
  // Outright outcomes take their slot from the competitor's position.
  const competitorSlots = new Map<number, number>();

  function slotOf(o: OutcomeDraft): number {
    if (o.key !== 'competitor' || o.competitorId === null || o.competitorId === undefined) {
      return outcomeSlot(o.key, o.score, 0);
    }
    let slot = competitorSlots.get(o.competitorId);
    if (slot === undefined) {
      slot = competitorSlots.size;
      competitorSlots.set(o.competitorId, slot);
    }
    return slot;
  }

  function replace(next: Map<number, Market>): BookChange {
    const changed: Market[] = [];
    for (const [id, market] of next) {
      if (current.get(id) !== market) changed.push(market);
    }
    const removed: number[] = [];
    for (const id of current.keys()) if (!next.has(id)) removed.push(id);
    current = next;
    return { changed, removed };
  }

  return {
    gameId,
    get markets() {
      return current;
    },
    restore(markets) {
      current = new Map(markets.filter((m) => m.gameId === gameId).map((m) => [m.id, m]));
    },
    apply(drafts, margin, suspended) {
      const next = new Map<number, Market>();
      for (const d of drafts) {
        const id = marketIdOf(gameId, d.type, d.period, d.param);
        const probs: number[] = [];
        for (const o of d.outcomes) probs.push(o.prob);
        const coefs = coefsFor(probs, margin);
        const before = current.get(id);
        let same =
          before !== undefined &&
          before.suspended === suspended &&
          before.outcomes.length === d.outcomes.length;
        const outcomes: Outcome[] = [];
        for (let i = 0; i < d.outcomes.length; i += 1) {
          const o = d.outcomes[i] as OutcomeDraft;
          const coef = coefs[i] ?? 0;
          const outcomeId = outcomeIdOf(id, slotOf(o));
          const old = before?.outcomes[i];
          // Keep the old object when nothing about this outcome changed.
          if (old && old.id === outcomeId && old.coef === coef && old.blocked === suspended) {
            outcomes.push(old);
            continue;
          }
          same = false;
          outcomes.push({
            id: outcomeId,
            key: o.key,
            param: o.param,
            score: o.score ?? null,
            competitorId: o.competitorId ?? null,
            coef,
            blocked: suspended,
          });
        }
        next.set(
          id,
          same && before
            ? before
            : { id, gameId, type: d.type, period: d.period, param: d.param, suspended, outcomes },
        );
      }
      return replace(next);
    },
  };
}
