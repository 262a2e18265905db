import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cellsOf,
  diffCells,
  draftOverCells,
  handicapSides,
  lineCells,
  overUnder,
} from './draft.ts';
import { coefsFor, effectiveProbability, impliedProbabilities, MIN_COEF } from './margin.ts';
import { differenceDist, poissonDist } from './math.ts';

const quarterLine = fc.integer({ min: -24, max: 24 }).map((q) => q / 4);

describe('the fast CDF path prices lines exactly like settling every cell', () => {
  it('totals and handicaps agree for any line and any distribution', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.05, max: 6, noNaN: true }),
        fc.double({ min: 0.05, max: 6, noNaN: true }),
        quarterLine,
        (lh, la, line) => {
          const home = poissonDist(lh);
          const away = poissonDist(la);
          const total = poissonDist(lh + la);
          const totalLine = Math.abs(line) + 0.25;
          const fast = draftOverCells(
            'total',
            0,
            totalLine,
            overUnder(totalLine),
            lineCells({ offset: 0, p: total }, 'total'),
          );
          const slow = draftOverCells(
            'total',
            0,
            totalLine,
            overUnder(totalLine),
            cellsOf(Array.from(total, (p, t) => [t, 0, p] as [number, number, number])),
          );
          expect(fast?.outcomes.map((o) => o.prob)).toEqual(
            slow?.outcomes.map((o) => o.prob).map((p) => expect.closeTo(p, 12)),
          );
          const diff = differenceDist(home, away);
          const fastAh = draftOverCells(
            'asian_handicap',
            0,
            line,
            handicapSides(line),
            diffCells(diff),
          );
          const triples: [number, number, number][] = Array.from(diff.p, (p, i) => {
            const d = diff.offset + i;
            return [Math.max(d, 0), Math.max(-d, 0), p];
          });
          const slowAh = draftOverCells(
            'asian_handicap',
            0,
            line,
            handicapSides(line),
            cellsOf(triples),
          );
          expect(fastAh === null).toBe(slowAh === null);
          fastAh?.outcomes.forEach((o, i) =>
            expect(o.prob).toBeCloseTo(slowAh?.outcomes[i]?.prob ?? NaN, 10),
          );
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('margin', () => {
  it('gives the two sides of an Asian line fair probabilities that sum to 1', () => {
    // Over 2.25 with P(≤1) = 0.3, P(2) = 0.25, P(≥3) = 0.45: a stake split over 2 and 2.5.
    const over = effectiveProbability({ win: 0.45, halfWin: 0, push: 0, halfLose: 0.25 });
    const under = effectiveProbability({ win: 0.3, halfWin: 0.25, push: 0, halfLose: 0 });
    expect(over + under).toBeCloseTo(1, 12);
    expect(1 / over).toBeCloseTo((1 - 0.125) / 0.45, 12);
  });

  it('scales to 1 + margin and keeps every coef at or above 1.010', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 1e-6, max: 1, noNaN: true }), { minLength: 2, maxLength: 40 }),
        fc.double({ min: 0, max: 0.15, noNaN: true }),
        (raw, margin) => {
          const sum = raw.reduce((a, b) => a + b, 0);
          const probs = raw.map((p) => p / sum);
          const q = impliedProbabilities(probs, margin);
          expect(q.reduce((a, b) => a + b, 0)).toBeCloseTo(1 + margin, 9);
          for (const c of coefsFor(probs, margin)) expect(c).toBeGreaterThanOrEqual(MIN_COEF);
        },
      ),
      { numRuns: 300 },
    );
  });
});
