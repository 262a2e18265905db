import { beforeAll, describe, expect, it } from 'vitest';
import { createManualClock, createManualScheduler } from './testing/manual-clock.ts';
import type { FeedEvent, FeedSnapshot } from './events.ts';
import { GAME_STATUS, OUTRIGHT_SPORT_ID } from './model.ts';
import type { GameResult, Market, MatchGame } from './model.ts';
import { createSeededRandom } from './random.ts';
import { SETTLEMENT, settleOutcome } from './settle.ts';
import { createFeedSimulator } from './simulator.ts';
import type { FeedSimulator } from './simulator.ts';
import { DAY_MS } from './world/schedule.ts';

const START = Date.UTC(2026, 10, 22, 13, 7, 0);
const TIMEOUT = 120_000;

/** For one final result, a market's outcomes must split it exactly (see pricing tests). */
function settlesAsPartition(market: Market, result: GameResult): boolean {
  const statuses = market.outcomes.map((o) => settleOutcome(market, o, result));
  const count = (s: number): number => statuses.filter((x) => x === s).length;
  const n = statuses.length;
  return (
    (count(SETTLEMENT.win) === 1 && count(SETTLEMENT.lose) === n - 1) ||
    (n === 2 && count(SETTLEMENT.halfWin) === 1 && count(SETTLEMENT.halfLose) === 1) ||
    count(SETTLEMENT.push) === n
  );
}

describe('a simulated world at FEED_SPEED 60', () => {
  const clock = createManualClock(START);
  let sim: FeedSimulator;
  let initial: FeedSnapshot;
  const events: FeedEvent[] = [];
  const liveCounts: number[] = [];
  const TICKS = 150;

  beforeAll(() => {
    sim = createFeedSimulator({ clock, random: createSeededRandom(2026), speed: 60 });
    initial = sim.snapshot();
    sim.subscribe((e) => events.push(e));
    for (let i = 0; i < TICKS; i += 1) {
      clock.advance(1000);
      sim.tick();
      liveCounts.push(sim.counts().live);
    }
  }, TIMEOUT);

  it('has at least 20 sports, 2,000 games over the next 14 days, 100 live games and outrights', () => {
    const sports = new Set(initial.sports.map((s) => s.id));
    expect(sports.size).toBeGreaterThanOrEqual(21);
    expect(sports.has(OUTRIGHT_SPORT_ID)).toBe(true);
    const matches = initial.games
      .map((g) => g.game)
      .filter((g): g is MatchGame => g.kind === 'match');
    const upcoming = matches.filter(
      (g) =>
        g.status === GAME_STATUS.scheduled && g.startAt > START && g.startAt <= START + 14 * DAY_MS,
    );
    expect(upcoming.length).toBeGreaterThanOrEqual(2000);
    expect(new Set(upcoming.map((g) => g.sportId)).size).toBe(23);
    const live = matches.filter(
      (g) => g.status === GAME_STATUS.live || g.status === GAME_STATUS.liveBreak,
    );
    expect(live.length).toBeGreaterThanOrEqual(100);
    const outrights = initial.games.filter((g) => g.game.kind === 'outright');
    expect(outrights.length).toBeGreaterThan(50);
    for (const { game, markets } of outrights) {
      expect(game.sportId).toBe(OUTRIGHT_SPORT_ID);
      expect(markets[0]?.type).toBe('outright_winner');
    }
    for (const { markets } of initial.games) expect(markets.length).toBeGreaterThan(0);
  });

  it('keeps at least 100 games live on every tick, and new games keep coming', () => {
    expect(Math.min(...liveCounts)).toBeGreaterThanOrEqual(100);
    expect(events.filter((e) => e.type === 'game.finished').length).toBeGreaterThan(50);
    expect(events.filter((e) => e.type === 'game.created').length).toBeGreaterThan(50);
  });

  it('numbers events 1, 2, 3, … and beats every heartbeat interval', () => {
    const gaps = events.filter((e, i) => e.seq !== initial.seq + i + 1);
    expect(gaps).toEqual([]);
    const beats = events.filter((e) => e.type === 'heartbeat');
    expect(beats.length).toBe(Math.floor((TICKS * 1000) / 5000));
  });

  it('never lowers a score, never turns a clock back, never changes a finished game', () => {
    const last = new Map<number, MatchGame>();
    for (const { game } of initial.games) if (game.kind === 'match') last.set(game.id, game);
    const finished = new Set<number>();
    const violations: string[] = [];
    let checked = 0;
    for (const e of events) {
      const gameId =
        e.type === 'heartbeat' ? null : e.type === 'market.updated' ? e.gameId : e.game.id;
      if (gameId !== null && finished.has(gameId))
        throw new Error(`game ${gameId} changed after it finished (${e.type})`);
      if (e.type === 'game.finished') finished.add(e.game.id);
      if (e.type !== 'game.updated') continue;
      const before = last.get(e.game.id);
      const now = e.game;
      if (before) {
        const lowered =
          now.score.home < before.score.home ||
          now.score.away < before.score.away ||
          now.score.periods.length < before.score.periods.length ||
          before.score.periods.some(([h, a], i) => {
            const p = now.score.periods[i] ?? [0, 0];
            return p[0] < h || p[1] < a;
          });
        if (lowered) violations.push(`score of ${now.id} went down`);
        if (
          now.clock.elapsedSec < before.clock.elapsedSec ||
          now.clock.period < before.clock.period
        ) {
          violations.push(`clock of ${now.id} went back`);
        }
        if (before.status !== GAME_STATUS.scheduled && now.status === GAME_STATUS.scheduled) {
          violations.push(`game ${now.id} went back to not started`);
        }
        checked += 1;
      }
      last.set(now.id, now);
    }
    expect(violations).toEqual([]);
    expect(checked).toBeGreaterThan(10_000);
    expect(finished.size).toBeGreaterThan(0);
  });

  it('publishes a result for every finished game that settles each market it offered', () => {
    const seen = new Map<number, Map<number, Market>>();
    const remember = (gameId: number, markets: readonly Market[]): void => {
      const book = seen.get(gameId) ?? new Map<number, Market>();
      for (const m of markets) book.set(m.id, m);
      seen.set(gameId, book);
    };
    for (const { game, markets } of initial.games) remember(game.id, markets);
    let settled = 0;
    for (const e of events) {
      if (e.type === 'game.created') remember(e.game.id, e.markets);
      if (e.type === 'market.updated') remember(e.gameId, e.markets);
      if (e.type !== 'game.finished') continue;
      expect(e.game.status).toBe(GAME_STATUS.finished);
      expect(e.result.gameId).toBe(e.game.id);
      if (e.game.kind === 'match') {
        expect(e.result.score).toEqual([e.game.score.home, e.game.score.away]);
      }
      for (const market of seen.get(e.game.id)?.values() ?? []) {
        if (!settlesAsPartition(market, e.result)) {
          throw new Error(
            `market ${market.type} ${market.param} of game ${e.game.id} does not settle as a partition`,
          );
        }
        settled += 1;
      }
    }
    expect(settled).toBeGreaterThan(1000);
  });

  it('suspends markets on goals and reopens them a few seconds later', () => {
    const suspended = events.filter((e) => e.type === 'market.updated' && e.reason === 'suspended');
    const reopened = events.filter((e) => e.type === 'market.updated' && e.reason === 'reopened');
    expect(suspended.length).toBeGreaterThan(10);
    expect(reopened.length).toBeGreaterThan(10);
    for (const e of suspended) {
      if (e.type !== 'market.updated') continue;
      for (const m of e.markets) {
        expect(m.suspended).toBe(true);
        expect(m.outcomes.every((o) => o.blocked)).toBe(true);
      }
    }
    const goals = events.filter(
      (e) =>
        e.type === 'game.updated' &&
        e.game.sportId === 1 &&
        e.incidents.some((i) => i.kind === 'score'),
    );
    expect(goals.length).toBeGreaterThan(5);
  });

  it('moves live odds with time and pre-match odds with news', () => {
    const reasons = new Set(events.flatMap((e) => (e.type === 'market.updated' ? [e.reason] : [])));
    expect(reasons).toContain('live');
    expect(reasons).toContain('news');
  });

  it('answers form and head-to-head from the history', () => {
    const stats = sim.statistics();
    const champ = sim.world.championships.find((c) => c.sportId === 1);
    const [a = 0, b = 0] = champ?.competitorIds ?? [];
    const form = stats.form(a, 5);
    expect(form).toHaveLength(5);
    for (let i = 1; i < form.length; i += 1) {
      expect(form[i - 1]?.match.startAt).toBeGreaterThanOrEqual(form[i]?.match.startAt ?? 0);
    }
    const h2h = stats.headToHead(a, b);
    expect(h2h.length).toBeGreaterThan(0);
    for (const m of h2h) expect([m.homeId, m.awayId].sort()).toEqual([a, b].sort());
    expect(stats.form(a, 5)).toEqual(form);
  });
});

describe('determinism', () => {
  it(
    'builds the same world and plays the same events from the same seed',
    () => {
      const run = (seed: number): { snapshot: string; events: string } => {
        const clock = createManualClock(START);
        const sim = createFeedSimulator({
          clock,
          random: createSeededRandom(seed),
          speed: 60,
          horizonDays: 2,
          minLive: 100,
        });
        const events: FeedEvent[] = [];
        sim.subscribe((e) => events.push(e));
        for (let i = 0; i < 15; i += 1) {
          clock.advance(1000);
          sim.tick();
        }
        return { snapshot: JSON.stringify(sim.snapshot()), events: JSON.stringify(events) };
      };
      const a = run(11);
      const b = run(11);
      expect(b.snapshot).toBe(a.snapshot);
      expect(b.events).toBe(a.events);
      expect(run(12).snapshot).not.toBe(a.snapshot);
    },
    TIMEOUT,
  );
});

describe('start, stop and long jumps', () => {
  it(
    'ticks from the scheduler between start and stop',
    () => {
      const clock = createManualClock(START);
      const scheduler = createManualScheduler();
      const sim = createFeedSimulator({
        clock,
        random: createSeededRandom(5),
        scheduler,
        horizonDays: 1,
        minLive: 100,
      });
      let count = 0;
      sim.subscribe(() => {
        count += 1;
      });
      sim.start();
      sim.start();
      expect(scheduler.active).toBe(1);
      clock.advance(5000);
      scheduler.runAll();
      expect(count).toBeGreaterThan(0);
      sim.stop();
      expect(scheduler.active).toBe(0);
    },
    TIMEOUT,
  );

  it(
    'after days without ticks, finishes what was due, decides outrights and refills the schedule',
    () => {
      const clock = createManualClock(START);
      const sim = createFeedSimulator({
        clock,
        random: createSeededRandom(8),
        speed: 60,
        horizonDays: 2,
        minLive: 100,
      });
      const events: FeedEvent[] = [];
      sim.subscribe((e) => events.push(e));
      clock.advance(15 * DAY_MS);
      sim.tick();
      const outrights = events.filter(
        (e) => e.type === 'game.finished' && e.game.sportId === OUTRIGHT_SPORT_ID,
      );
      expect(outrights.length).toBeGreaterThan(0);
      for (const e of outrights) {
        if (e.type === 'game.finished') expect(e.result.detail.kind).toBe('outright');
      }
      const counts = sim.counts();
      expect(counts.live).toBeGreaterThanOrEqual(100);
      expect(counts.scheduled).toBeGreaterThan(100);
      const snapshot = sim.snapshot();
      const later = snapshot.games.filter(
        (g) => g.game.kind === 'match' && g.game.startAt > clock.now() + DAY_MS,
      );
      expect(later.length).toBeGreaterThan(0);
      expect(snapshot.games.filter((g) => g.game.kind === 'outright').length).toBe(
        sim.world.outrightChampionships.length,
      );
    },
    TIMEOUT,
  );
});
