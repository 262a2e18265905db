// Decision 019: a simulator resumes a stored world — the open games go on from their stored
// score, clock and markets, ids continue above the stored ones, nothing is scheduled twice,
// and a game whose state is gone is left out (the sportsbook abandons it).
import { describe, expect, it } from 'vitest';
import { createManualClock } from './testing/manual-clock.ts';
import type { FeedEvent, GameWithMarkets } from './events.ts';
import { GAME_STATUS } from './model.ts';
import type { MatchGame } from './model.ts';
import type { FeedResume } from './provider.ts';
import { createSeededRandom } from './random.ts';
import { createFeedSimulator } from './simulator.ts';

const START = Date.UTC(2026, 10, 22, 13, 7, 0);

function stored(sim: ReturnType<typeof createFeedSimulator>): FeedResume {
  const snapshot = sim.snapshot();
  // Through JSON, as the database hands it back.
  return JSON.parse(
    JSON.stringify({
      sports: snapshot.sports,
      championships: snapshot.championships,
      competitors: snapshot.competitors,
      games: snapshot.games.map((g) => ({ ...g, state: sim.resumeState(g.game.id) })),
    }),
  ) as FeedResume;
}

const isLive = (g: GameWithMarkets) =>
  g.game.status === GAME_STATUS.live || g.game.status === GAME_STATUS.liveBreak;

describe('a resumed simulator', () => {
  it('goes on with the stored games from their stored score, clock and markets', () => {
    const clock = createManualClock(START);
    const options = { clock, speed: 60, horizonDays: 2, minLive: 20 } as const;
    const first = createFeedSimulator({ ...options, random: createSeededRandom(5) });
    for (let i = 0; i < 30; i += 1) {
      clock.advance(1000);
      first.tick();
    }
    const world = stored(first);
    const before = new Map(world.games.map((g) => [g.game.id, g]));
    const maxId = Math.max(...world.games.map((g) => g.game.id));
    const lost = world.games.find((g) => isLive(g) && g.game.kind === 'match');
    if (!lost) throw new Error('no live game');
    const resume: FeedResume = {
      ...world,
      games: world.games.map((g) => (g === lost ? { ...g, state: null } : g)),
    };

    // Down for ten minutes, then a new leader resumes.
    clock.advance(600_000);
    const second = createFeedSimulator({
      ...options,
      random: createSeededRandom(5),
      firstGameId: maxId + 1,
      resume,
    });
    const resumed = second.snapshot();
    const ids = new Set(resumed.games.map((g) => g.game.id));
    // The game whose state is gone is not in the world; every other one is, unchanged.
    expect(ids.has(lost.game.id)).toBe(false);
    for (const [id, g] of before) {
      if (id === lost.game.id) continue;
      const now = resumed.games.find((r) => r.game.id === id);
      expect(now?.game).toEqual(g.game);
      expect(now?.markets).toEqual(g.markets);
    }
    // Nothing new was scheduled for days already scheduled and no outright was reopened; one
    // game was started to keep the minimum live (the lost one's place), above the stored ids.
    const added = resumed.games.filter((g) => !before.has(g.game.id));
    expect(added.map((g) => [g.game.id > maxId, isLive(g)])).toEqual([[true, true]]);
    expect(resumed.championships).toEqual(world.championships);

    const events: FeedEvent[] = [];
    second.subscribe((e) => events.push(e));
    clock.advance(1000);
    second.tick();
    // Play goes on from the stored clock (the ten minutes down are not played).
    for (const e of events) {
      if (e.type !== 'game.updated') continue;
      const was = before.get(e.game.id)?.game as MatchGame | undefined;
      if (!was || was.status === GAME_STATUS.scheduled) continue;
      expect(e.game.clock.elapsedSec).toBeGreaterThanOrEqual(was.clock.elapsedSec);
      expect(e.game.clock.elapsedSec).toBeLessThanOrEqual(was.clock.elapsedSec + 61);
      expect(e.game.score.home).toBeGreaterThanOrEqual(was.score.home);
      expect(e.game.score.away).toBeGreaterThanOrEqual(was.score.away);
    }
    expect(events.some((e) => e.type === 'game.updated')).toBe(true);

    // Until the stored live games finish, with results that continue their stored scores.
    const finished = new Map<number, FeedEvent & { type: 'game.finished' }>();
    second.subscribe((e) => {
      if (e.type === 'game.finished') finished.set(e.game.id, e);
    });
    const storedLive = world.games.filter((g) => isLive(g) && g !== lost);
    for (let i = 0; i < 3000 && storedLive.some((g) => !finished.has(g.game.id)); i += 1) {
      clock.advance(1000);
      second.tick();
    }
    for (const g of storedLive) {
      const done = finished.get(g.game.id);
      expect(done, `game ${g.game.id} finished`).toBeDefined();
      const was = g.game as MatchGame;
      // Periods completed before the restart stand as they were stored.
      const closed = was.score.periods.slice(0, -1);
      expect(done?.result.periods.slice(0, closed.length)).toEqual(closed);
    }
    // New games are numbered above everything stored.
    const created = events.filter((e) => e.type === 'game.created');
    for (const e of created) expect(e.game.id).toBeGreaterThan(maxId);
  }, 60_000);
});
