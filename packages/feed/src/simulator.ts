/**
 * The built-in feed: a simulated world of sports behind the `FeedProvider` interface. Pure and
 * deterministic: time comes from the injected clock, chance from the injected random source,
 * ticks from the injected scheduler (or `tick()` in tests). No I/O.
 */
import type { Clock, TickScheduler } from './clock.ts';
import type {
  FeedEvent,
  FeedIncident,
  FeedSnapshot,
  FinishedGame,
  GameWithMarkets,
  MarketChangeReason,
} from './events.ts';
import { GAME_STATUS } from './model.ts';
import type { Game, GameResult, Market } from './model.ts';
import { DEFAULT_MARGIN } from './pricing/margin.ts';
import type { FeedListener, FeedProvider, FeedResume } from './provider.ts';
import type { RandomSource } from './random.ts';
import type { BookChange } from './runtime/market-book.ts';
import { createOutrightRecord, decideOutright, outrightEndAt } from './runtime/outrights.ts';
import type { OutrightRecord } from './runtime/outrights.ts';
import {
  isMatchResumeState,
  restoreMatchRecord,
  saveMatchRecord,
  suspensionMs,
  viewOf,
} from './runtime/records.ts';
import type { MatchRecord } from './runtime/records.ts';
import { createSpawner } from './runtime/spawner.ts';
import { generateWorld, worldFromStored } from './world/generate.ts';
import type { World } from './world/generate.ts';
import { createHistory } from './world/history.ts';
import type { FeedStatistics } from './world/history.ts';
import { DAY_MS, dayOf } from './world/schedule.ts';

/** Simulator settings. Only `clock` and `random` are required. */
export interface FeedSimulatorOptions {
  readonly clock: Clock;
  /** The seeded source every random stream of the world derives from. */
  readonly random: RandomSource;
  /** Drives `start()`; without one, call `tick()` yourself. */
  readonly scheduler?: TickScheduler;
  /** FEED_SPEED: game seconds per real second (60: a 90-minute match in 90 s). Default 1. */
  readonly speed?: number;
  /** Bookmaker margin; every market's Σ 1/coef is 1 + margin. Default 0.05. */
  readonly margin?: number;
  readonly tickMs?: number;
  readonly heartbeatMs?: number;
  /** Live games kept running at least. Default 120. */
  readonly minLive?: number;
  /** Days ahead kept scheduled. Default 14. */
  readonly horizonDays?: number;
  /** The first game id (a restart can continue after stored ids). Default 1. */
  readonly firstGameId?: number;
  /** Game seconds between live re-prices when nothing happens. Default 10. */
  readonly repriceEverySec?: number;
  /** Pre-match games whose odds move on news per tick. Default 1. */
  readonly newsPerTick?: number;
  /** How long finished games stay in snapshots, real ms. Default 2 days. */
  readonly resultsKeepMs?: number;
  /**
   * A stored world to go on with instead of a new one (decision 019): the reference data comes
   * from it; every open game whose state `resumeState` gave resumes where it stood (at its
   * stored clock: time the site was down is not played; a kick-off missed meanwhile happens at
   * the first tick); a game that cannot be resumed is left out of the world (its caller
   * abandons it); days already scheduled are not scheduled again; new ids start at
   * `firstGameId`. Chance comes from streams of `random` forked by the resume instant.
   */
  readonly resume?: FeedResume;
}

/** The simulator: a `FeedProvider` plus controls for tests and tools. */
export interface FeedSimulator extends FeedProvider {
  /** Advances the world to the clock's current time and publishes what happened. */
  tick(): void;
  statistics(): FeedStatistics;
  /** Live and scheduled (not started) match counts. */
  counts(): { live: number; scheduled: number; outrights: number; results: number };
  readonly world: World;
  /** The match's resume state (decision 019); null for outrights and unknown games. */
  resumeState(gameId: number): unknown;
}

/** Creates the simulator and its world as of `clock.now()`. */
export function createFeedSimulator(options: FeedSimulatorOptions): FeedSimulator {
  const { clock, random } = options;
  const speed = options.speed ?? 1;
  const margin = options.margin ?? DEFAULT_MARGIN;
  const tickMs = options.tickMs ?? 1000;
  const heartbeatMs = options.heartbeatMs ?? 5000;
  const repriceEverySec = options.repriceEverySec ?? 10;
  const newsPerTick = options.newsPerTick ?? 1;
  const resultsKeepMs = options.resultsKeepMs ?? 2 * DAY_MS;
  const origin = clock.now();
  const resume = options.resume;
  // A resumed run draws from streams of its own: the same seed and resume instant give the same.
  const streams = resume ? random.fork(`resume:${origin}`) : random;
  const world = resume ? worldFromStored(resume) : generateWorld(random.fork('world'));
  const history = createHistory(world, streams.fork('history'), origin);
  const newsRandom = streams.fork('news');
  const outrightRandom = streams.fork('outright');
  const listeners = new Set<FeedListener>();
  const active = new Map<number, MatchRecord>();
  const live = new Map<number, MatchRecord>();
  const outrights = new Map<number, OutrightRecord>();
  const results: FinishedGame[] = [];
  let seq = 0;
  let lastTickAt = origin;
  let lastHeartbeat = origin;
  let stopTimer: (() => void) | null = null;

  const spawner = createSpawner({
    world,
    random: streams,
    margin,
    speed,
    horizonDays: options.horizonDays ?? 14,
    minLive: options.minLive ?? 120,
    firstGameId: options.firstGameId ?? 1,
  });

  function emit(event: FeedEvent): void {
    for (const listener of listeners) listener(event);
  }

  /** The next event's header: sequence number and time. */
  function header(): { seq: number; at: number } {
    seq += 1;
    return { seq, at: clock.now() };
  }

  function emitMarkets(gameId: number, change: BookChange, reason: MarketChangeReason): void {
    if (change.changed.length === 0 && change.removed.length === 0) return;
    emit({
      type: 'market.updated',
      ...header(),
      gameId,
      reason,
      markets: change.changed,
      removed: change.removed,
    });
  }

  function finishGame(game: Game, result: GameResult, change: BookChange): void {
    emitMarkets(game.id, change, 'closed');
    results.push({ game, result });
    emit({ type: 'game.finished', ...header(), game, result });
  }

  function finishMatch(record: MatchRecord, now: number): void {
    const result = record.runtime.result(record.id, now);
    live.delete(record.id);
    active.delete(record.id);
    history.record(result, {
      champId: record.champ.id,
      sportId: record.sport.id,
      homeId: record.home.id,
      awayId: record.away.id,
      startAt: record.startAt,
    });
    finishGame(record.game, result, record.book.apply([], margin, false));
  }

  /** Plays `dtSec` of a live game and publishes score, clock and prices. */
  function advance(record: MatchRecord, dtSec: number, now: number): void {
    const incidents: FeedIncident[] = record.runtime.advance(dtSec, record.random);
    for (const incident of incidents) {
      const ms = suspensionMs(record.sport, incident);
      if (ms > 0) record.suspendedUntil = Math.max(record.suspendedUntil, now + ms);
    }
    const before = record.game;
    const game = viewOf(record);
    if (
      game.status !== before.status ||
      game.clock.elapsedSec !== before.clock.elapsedSec ||
      incidents.length > 0
    ) {
      record.game = game;
      emit({ type: 'game.updated', ...header(), game, incidents });
    }
    if (record.runtime.finished) {
      finishMatch(record, now);
      return;
    }
    const suspended = now < record.suspendedUntil;
    const due =
      incidents.length > 0 ||
      suspended !== record.suspended ||
      game.clock.elapsedSec - record.lastPricedSec >= repriceEverySec ||
      before.status === GAME_STATUS.scheduled;
    if (!due) return;
    const reason: MarketChangeReason =
      suspended && !record.suspended
        ? 'suspended'
        : !suspended && record.suspended
          ? 'reopened'
          : 'live';
    record.suspended = suspended;
    record.lastPricedSec = game.clock.elapsedSec;
    emitMarkets(record.id, record.book.apply(record.runtime.price(), margin, suspended), reason);
  }

  function publishCreated(record: MatchRecord): void {
    emit({
      type: 'game.created',
      ...header(),
      game: record.game,
      markets: [...record.book.markets.values()],
    });
  }

  function openOutright(champId: number, now: number): OutrightRecord | null {
    const champ = world.championshipById.get(champId);
    if (!champ) return null;
    const competitors = champ.competitorIds.flatMap((id) => world.competitorById.get(id) ?? []);
    const record = createOutrightRecord({
      id: spawner.nextId(),
      champ,
      competitors,
      startAt: now,
      endAt: outrightEndAt(champ, now, outrightRandom),
      margin,
    });
    outrights.set(record.game.id, record);
    return record;
  }

  /** Puts the stored open games back in play; returns the championships with an outright. */
  function resumeGames(stored: FeedResume): Set<number> {
    const resumedRandom = streams.fork('resumed');
    const pending: MatchRecord[] = [];
    const withOutright = new Set<number>();
    let untilDay = -1;
    for (const { game, markets, state } of stored.games) {
      if (game.status === GAME_STATUS.finished) continue;
      if (game.kind === 'outright') {
        const champ = world.championshipById.get(game.champId);
        const competitors = game.competitorIds.flatMap((id) => world.competitorById.get(id) ?? []);
        if (!champ || competitors.length !== game.competitorIds.length) continue;
        const record = createOutrightRecord({
          id: game.id,
          champ,
          competitors,
          startAt: game.startAt,
          endAt: game.endAt,
          margin,
        });
        outrights.set(game.id, record);
        withOutright.add(champ.id);
        continue;
      }
      const sport = world.sportById.get(game.sportId);
      const champ = world.championshipById.get(game.champId);
      const home = world.competitorById.get(game.homeId);
      const away = world.competitorById.get(game.awayId);
      if (!isMatchResumeState(state) || !sport || !champ || !home || !away) continue;
      let record: MatchRecord;
      try {
        record = restoreMatchRecord({
          game,
          markets,
          state,
          sport,
          champ,
          home,
          away,
          random: resumedRandom.fork(game.id),
        });
      } catch {
        continue; // a state of another sport family: not resumable
      }
      active.set(record.id, record);
      untilDay = Math.max(untilDay, dayOf(record.startAt));
      if (record.runtime.started) live.set(record.id, record);
      else pending.push(record);
    }
    spawner.resume(pending, untilDay);
    return withOutright;
  }

  // The world as of now: the stored games resumed, the schedule, games in play, outrights.
  const withOutright = resume ? resumeGames(resume) : new Set<number>();
  for (const record of spawner.extendSchedule(origin)) active.set(record.id, record);
  for (const record of spawner.topUpLive(origin, live)) {
    active.set(record.id, record);
    live.set(record.id, record);
  }
  for (const champ of world.outrightChampionships) {
    if (!withOutright.has(champ.id)) openOutright(champ.id, origin);
  }

  function moveOdds(): void {
    const count = spawner.pendingCount();
    for (let i = 0; i < newsPerTick && count > 0; i += 1) {
      const record = spawner.pendingAt(Math.floor(newsRandom.next() * count));
      if (!record || record.runtime.started) continue;
      const delta = (newsRandom.next() - 0.5) * 0.12;
      record.homeRating += delta;
      record.awayRating -= delta / 2;
      record.runtime.retune(record.homeRating, record.awayRating);
      emitMarkets(record.id, record.book.apply(record.runtime.price(), margin, false), 'news');
    }
  }

  function tick(): void {
    const now = clock.now();
    if (now < lastTickAt) return;
    const dtSec = ((now - lastTickAt) / 1000) * speed;
    lastTickAt = now;
    for (const record of spawner.extendSchedule(now)) {
      active.set(record.id, record);
      publishCreated(record);
    }
    const started = new Set<number>();
    for (const record of spawner.takeDue(now)) {
      live.set(record.id, record);
      started.add(record.id);
      // A kick-off missed while a resumed world was down happens now.
      const from = Math.max(record.startAt, origin);
      advance(record, Math.max(1, ((now - from) / 1000) * speed), now);
    }
    for (const record of [...live.values()]) {
      if (!started.has(record.id) && dtSec > 0) advance(record, dtSec, now);
    }
    for (const record of spawner.topUpLive(now, live)) {
      active.set(record.id, record);
      live.set(record.id, record);
      publishCreated(record);
    }
    moveOdds();
    for (const record of [...outrights.values()]) {
      if (record.game.endAt > now) continue;
      outrights.delete(record.game.id);
      const game = { ...record.game, status: GAME_STATUS.finished };
      finishGame(
        game,
        decideOutright(record, outrightRandom, now),
        record.book.apply([], margin, false),
      );
      const next = openOutright(record.champ.id, now);
      if (next)
        emit({
          type: 'game.created',
          ...header(),
          game: next.game,
          markets: [...next.book.markets.values()],
        });
    }
    while (results.length > 0 && now - (results[0]?.result.finishedAt ?? now) > resultsKeepMs)
      results.shift();
    if (now - lastHeartbeat >= heartbeatMs) {
      lastHeartbeat = now;
      emit({ type: 'heartbeat', ...header(), live: live.size });
    }
  }

  return {
    world,
    tick,
    start() {
      if (stopTimer || !options.scheduler) return;
      stopTimer = options.scheduler.every(tickMs, tick);
    },
    stop() {
      stopTimer?.();
      stopTimer = null;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    snapshot(): FeedSnapshot {
      const games: GameWithMarkets[] = [];
      for (const record of active.values()) {
        games.push({ game: record.game, markets: [...record.book.markets.values()] as Market[] });
      }
      for (const record of outrights.values()) {
        games.push({ game: record.game, markets: [...record.book.markets.values()] });
      }
      return {
        seq,
        at: clock.now(),
        sports: world.sports,
        countries: world.countries,
        championships: [...world.championships, ...world.outrightChampionships],
        competitors: world.competitors,
        games,
        results: results.slice(),
      };
    },
    statistics() {
      return history;
    },
    resumeState(gameId) {
      const record = active.get(gameId);
      return record ? saveMatchRecord(record) : null;
    },
    counts() {
      return {
        live: live.size,
        scheduled: active.size - live.size,
        outrights: outrights.size,
        results: results.length,
      };
    },
  };
}
