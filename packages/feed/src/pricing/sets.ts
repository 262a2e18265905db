/**
 * Sports played in units won whole (volleyball and badminton sets, table-tennis games, CS2 and
 * Valorant maps as round races; darts legs, snooker frames, Dota 2 and LoL maps decided whole):
 * a best-of-N over units, each won with a probability from the players' strengths.
 */
import type { SetsParams } from '../catalog/sports.ts';
import { cellsOf, draftOverCells, finishDraft, handicapSides, overUnder } from './draft.ts';
import type { MarketDraft, OutcomeSpec } from './draft.ts';
import { clamp, logistic, normalCdf, normalQuantile } from './math.ts';

/** Home's chance per point (races) or per unit (whole units), with race tables. */
export interface SetsModel {
  readonly point: number;
  readonly unit: number;
  /** Race tables for a regular and a deciding unit (null for whole units). */
  readonly regular: RaceTable | null;
  readonly deciding: RaceTable | null;
}

/** P(home wins the race) from every score below the closing stage, precomputed. */
export interface RaceTable {
  readonly r: number;
  readonly to: number;
  readonly winBy: number;
  readonly values: Float64Array;
}

/** Builds the table for a race to `to`, won by `winBy`, with point chance r. */
export function raceTable(r: number, to: number, winBy: number): RaceTable {
  const size = to + 1;
  const values = new Float64Array(size * size);
  const table = { r, to, winBy, values };
  for (let i = to; i >= 0; i -= 1) {
    for (let j = to; j >= 0; j -= 1) {
      values[i * size + j] =
        closing(table, i, j) ??
        r * raceChance(table, i + 1, j) + (1 - r) * raceChance(table, i, j + 1);
    }
  }
  return table;
}

/** The closed form once both sides are one point from the target (win-by-2 "deuce"). */
function closing(t: RaceTable, i: number, j: number): number | null {
  if (i >= t.to && i - j >= t.winBy) return 1;
  if (j >= t.to && j - i >= t.winBy) return 0;
  if (t.winBy > 1 && i >= t.to - 1 && j >= t.to - 1) {
    const tie = (t.r * t.r) / (t.r * t.r + (1 - t.r) * (1 - t.r));
    if (i === j) return tie;
    return i > j ? t.r + (1 - t.r) * tie : t.r * tie;
  }
  return null;
}

/** P(home wins the race) from (i, j). */
export function raceChance(t: RaceTable, i: number, j: number): number {
  const size = t.to + 1;
  if (i < size && j < size) return t.values[i * size + j] as number;
  // Beyond the table every state is a closing one (the target is reached or passed).
  return closing(t, i, j) ?? (i > j ? 1 : 0);
}

/** Where a best-of-N match stands. */
export interface SetsPricingState {
  readonly bestOf: number;
  readonly unitsHome: number;
  readonly unitsAway: number;
  /** Points in the current unit (races). */
  readonly pointsHome: number;
  readonly pointsAway: number;
  /** Whole units: the hidden lead and the share of the unit played (see the engine). */
  readonly lead: number;
  readonly progress: number;
}

/** Probability home wins a race to `to` (by `winBy`) from (i, j) with point chance r. */
export function raceFrom(r: number, i: number, j: number, to: number, winBy: number): number {
  return raceChance(raceTable(r, to, winBy), i, j);
}

/** The model of a match from the two ratings. */
export function setsModel(params: SetsParams, homeRating: number, awayRating: number): SetsModel {
  const diff = homeRating - awayRating;
  if (params.race) {
    const point = clamp(0.5 + params.ratingScale * diff, 0.3, 0.7);
    const regular = raceTable(point, params.race.to, params.race.winBy);
    const deciding =
      params.race.lastTo === params.race.to
        ? regular
        : raceTable(point, params.race.lastTo, params.race.winBy);
    return { point, unit: raceChance(regular, 0, 0), regular, deciding };
  }
  const unit = clamp(logistic(params.ratingScale * diff), 0.03, 0.97);
  return { point: unit, unit, regular: null, deciding: null };
}

/** Home's chance to win a whole unit given the hidden lead after `progress` of it. */
export function wholeUnitChance(unit: number, lead: number, progress: number): number {
  const drift = normalQuantile(unit);
  const rest = 1 - progress;
  if (rest <= 1e-9) return lead > 0 ? 1 : 0;
  return normalCdf((lead + drift * rest) / Math.sqrt(rest));
}

/** Home's chance to win the unit being played now and a fresh (and a deciding) unit. */
export function unitChances(
  params: SetsParams,
  model: SetsModel,
  s: SetsPricingState,
): { current: number; fresh: number; deciding: number } {
  const need = (s.bestOf + 1) / 2;
  const decidingNow = s.unitsHome === need - 1 && s.unitsAway === need - 1;
  if (!params.race || !model.regular || !model.deciding) {
    return {
      current: wholeUnitChance(model.unit, s.lead, s.progress),
      fresh: model.unit,
      deciding: model.unit,
    };
  }
  const deciding = raceChance(model.deciding, 0, 0);
  const current = raceChance(
    decidingNow ? model.deciding : model.regular,
    s.pointsHome,
    s.pointsAway,
  );
  return { current, fresh: model.unit, deciding };
}

/** Every market of a best-of-N match in its current state. */
export function priceSets(
  params: SetsParams,
  model: SetsModel,
  s: SetsPricingState,
): MarketDraft[] {
  const out: MarketDraft[] = [];
  const push = (draft: MarketDraft | null): void => {
    if (draft) out.push(draft);
  };
  const need = (s.bestOf + 1) / 2;
  const chances = unitChances(params, model, s);
  // Final unit scores by forward mass over (home units, away units).
  const finals: [number, number, number][] = [];
  let layer = new Map<number, number>([[s.unitsHome * 64 + s.unitsAway, 1]]);
  let first = true;
  while (layer.size > 0) {
    const next = new Map<number, number>();
    for (const [key, m] of layer) {
      const h = Math.floor(key / 64);
      const a = key % 64;
      if (h === need || a === need) {
        finals.push([h, a, m]);
        continue;
      }
      const q = first
        ? chances.current
        : h === need - 1 && a === need - 1
          ? chances.deciding
          : chances.fresh;
      next.set((h + 1) * 64 + a, (next.get((h + 1) * 64 + a) ?? 0) + m * q);
      next.set(h * 64 + a + 1, (next.get(h * 64 + a + 1) ?? 0) + m * (1 - q));
    }
    first = false;
    layer = next;
  }
  const cells = cellsOf(finals);
  const sides: OutcomeSpec[] = [
    { key: 'home', param: null },
    { key: 'away', param: null },
  ];
  push(draftOverCells('match_winner', 0, null, sides, cells));
  if (s.bestOf === 1) return out;
  const unitNumber = s.unitsHome + s.unitsAway + 1;
  push(finishDraft('unit_winner', 0, unitNumber, sides, [chances.current, 1 - chances.current]));
  for (let line = 1.5; line < need; line += 1) {
    push(draftOverCells('unit_handicap', 0, -line, handicapSides(-line), cells));
    push(draftOverCells('unit_handicap', 0, line, handicapSides(line), cells));
  }
  for (let line = need + 0.5; line < s.bestOf; line += 1) {
    push(draftOverCells('unit_total', 0, line, overUnder(line), cells));
  }
  const scores: OutcomeSpec[] = finals.map(([h, a]) => ({
    key: 'score',
    param: null,
    score: [h, a],
  }));
  push(
    finishDraft(
      'correct_score',
      0,
      need,
      scores,
      finals.map(([, , p]) => p),
    ),
  );
  return out;
}
