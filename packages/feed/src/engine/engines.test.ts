import { describe, expect, it } from 'vitest';
import { SPORT_DEFS } from '../catalog/sports.ts';
import type { SportDef } from '../catalog/sports.ts';
import { createManualClock } from '../testing/manual-clock.ts';
import { GAME_STATUS } from '../model.ts';
import { createSeededRandom } from '../random.ts';
import { createMatch } from './create-match.ts';

describe('match engines', () => {
  it('play a whole football match from an injected clock', () => {
    const football = SPORT_DEFS.find((s) => s.slug === 'football') as SportDef;
    const clock = createManualClock(0);
    const random = createSeededRandom(4);
    const match = createMatch(football, 0.1, 0, random);
    const speed = 60;
    let last = clock.now();
    let ticks = 0;
    while (!match.finished) {
      clock.advance(1000);
      match.advance(((clock.now() - last) / 1000) * speed, random);
      last = clock.now();
      match.price();
      ticks += 1;
    }
    // 90 minutes, added time and half-time at 60×: a little under two minutes of clock.
    expect(ticks).toBeGreaterThan(100);
    expect(ticks).toBeLessThan(120);
    const result = match.result(1, clock.now());
    expect(result.periods).toHaveLength(2);
    expect(result.score[0]).toBe((result.periods[0]?.[0] ?? 0) + (result.periods[1]?.[0] ?? 0));
    expect(match.view().status).toBe(GAME_STATUS.finished);
    expect(match.price()).toEqual([]);
  });

  for (const sport of SPORT_DEFS) {
    it(`${sport.slug}: runs to a result with consistent periods, and a finished match stays put`, () => {
      const random = createSeededRandom(sport.id);
      const match = createMatch(sport, 0.3, -0.3, random);
      expect(match.view().status).toBe(GAME_STATUS.scheduled);
      let guard = 0;
      while (!match.finished && guard < 100_000) {
        match.advance(30, random);
        guard += 1;
        const status = match.view().status;
        expect([GAME_STATUS.live, GAME_STATUS.liveBreak, GAME_STATUS.finished]).toContain(status);
      }
      const result = match.result(9, 0);
      const view = match.view();
      expect(result.score).toEqual([view.score.home, view.score.away]);
      expect(result.winner).not.toBeNull();
      if (sport.family === 'goal' || sport.family === 'point') {
        const sum = result.periods.reduce((acc, [h, a]) => [acc[0] + h, acc[1] + a], [0, 0]);
        expect(sum).toEqual([...result.score]);
      }
      if (sport.family === 'tennis' || sport.family === 'sets') {
        expect(Math.max(...result.score)).toBe(((match.bestOf ?? 1) + 1) / 2);
      }
      const frozen = JSON.stringify(view);
      expect(match.advance(600, random)).toEqual([]);
      expect(JSON.stringify(match.view())).toBe(frozen);
    });
  }
});

describe('a saved match resumes exactly where it stood (decision 019)', () => {
  for (const sport of SPORT_DEFS) {
    it(`${sport.slug}: a match rebuilt from its JSON state plays on like the original`, () => {
      const format = createSeededRandom(sport.id + 1000);
      const original = createMatch(sport, 0.2, -0.1, format);
      const play = createSeededRandom(sport.id + 2000);
      // Somewhere in the middle of play (or in a break).
      for (let i = 0; i < 40 && !original.finished; i += 1) original.advance(47, play);
      const saved = JSON.parse(JSON.stringify(original.save())) as ReturnType<typeof original.save>;
      const resumed = createMatch(sport, 0.2, -0.1, createSeededRandom(-1), saved);
      expect(resumed.view()).toEqual(original.view());
      expect(resumed.bestOf).toBe(original.bestOf);
      expect(resumed.price()).toEqual(original.price());
      // Both draw the same numbers from here on: they must stay identical to the end.
      const a = createSeededRandom(77);
      const b = createSeededRandom(77);
      let guard = 0;
      while (!original.finished && guard < 100_000) {
        expect(resumed.advance(31, b)).toEqual(original.advance(31, a));
        guard += 1;
      }
      expect(resumed.finished).toBe(true);
      expect(resumed.view()).toEqual(original.view());
      expect(resumed.result(5, 0)).toEqual(original.result(5, 0));
    });
  }

  it('refuses a state of another sport family', () => {
    const football = SPORT_DEFS.find((s) => s.slug === 'football') as SportDef;
    const tennis = SPORT_DEFS.find((s) => s.slug === 'tennis') as SportDef;
    const saved = createMatch(tennis, 0, 0, createSeededRandom(1)).save();
    expect(() => createMatch(football, 0, 0, createSeededRandom(1), saved)).toThrow(/tennis/);
  });
});
