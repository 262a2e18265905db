/**
 * Where games come from: the day-by-day schedule over the horizon, and live games started
 * whenever fewer than the minimum are in play, so the world never runs dry.
 */
import type { Championship, Competitor } from '../model.ts';
import { pick } from '../random.ts';
import type { RandomSource } from '../random.ts';
import type { World } from '../world/generate.ts';
import { DAY_MS, dayOf, fixturesForDay } from '../world/schedule.ts';
import { createMatchRecord, typicalDurationSec, viewOf } from './records.ts';
import type { MatchRecord } from './records.ts';

export interface SpawnerOptions {
  readonly world: World;
  readonly random: RandomSource;
  readonly margin: number;
  readonly speed: number;
  readonly horizonDays: number;
  readonly minLive: number;
  readonly firstGameId: number;
}

export interface Spawner {
  nextId(): number;
  /** Schedules every day up to now + horizon not scheduled yet; returns the new games. */
  extendSchedule(now: number): MatchRecord[];
  /** Removes and returns the scheduled games whose start time has come. */
  takeDue(now: number): MatchRecord[];
  /** How many scheduled games have not started. */
  pendingCount(): number;
  /** The i-th scheduled, not yet started game, in start order. */
  pendingAt(index: number): MatchRecord | undefined;
  /** Starts new live games until `live` holds the minimum; returns them (already in play). */
  topUpLive(now: number, live: ReadonlyMap<number, MatchRecord>): MatchRecord[];
  /**
   * A resumed run (decision 019): `pending` are the stored games not started yet; days up to
   * `scheduledUntilDay` were scheduled by the previous run and are not scheduled again.
   */
  resume(pending: readonly MatchRecord[], scheduledUntilDay: number): void;
}

export function createSpawner(options: SpawnerOptions): Spawner {
  const { world, margin, speed } = options;
  const scheduleRandom = options.random.fork('schedule');
  const gameRandom = options.random.fork('games');
  const spawnRandom = options.random.fork('spawn');
  let nextGameId = options.firstGameId;
  let scheduledUntilDay = -1;
  let queue: MatchRecord[] = [];
  let head = 0;
  const sportWeights = world.championships.length > 0 ? [...world.sportById.values()] : [];
  const totalWeight = sportWeights.reduce((sum, s) => sum + s.dailyGames, 0);
  let initial = true;

  function nextId(): number {
    const id = nextGameId;
    nextGameId += 1;
    return id;
  }

  function record(
    champ: Championship,
    home: Competitor,
    away: Competitor,
    startAt: number,
  ): MatchRecord | null {
    const sport = world.sportById.get(champ.sportId);
    if (!sport) return null;
    return createMatchRecord({
      id: nextId(),
      sport,
      champ,
      home,
      away,
      startAt,
      random: gameRandom,
      margin,
    });
  }

  function pickChampionship(): Championship | undefined {
    let u = spawnRandom.next() * totalWeight;
    let sportId = sportWeights[0]?.id;
    for (const s of sportWeights) {
      u -= s.dailyGames;
      if (u < 0) {
        sportId = s.id;
        break;
      }
    }
    const champs = world.championships.filter((c) => c.sportId === sportId);
    return champs.length > 0 ? pick(spawnRandom, champs) : undefined;
  }

  /** Starts a game now, `share` of its typical length into play. */
  function startLive(now: number, share: number, busy: Set<number>): MatchRecord | null {
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const champ = pickChampionship();
      if (!champ) return null;
      const free = champ.competitorIds.filter((id) => !busy.has(id));
      if (free.length < 2) continue;
      const homeId = pick(spawnRandom, free);
      const awayId = pick(
        spawnRandom,
        free.filter((id) => id !== homeId),
      );
      const home = world.competitorById.get(homeId);
      const away = world.competitorById.get(awayId);
      if (!home || !away) continue;
      const sport = world.sportById.get(champ.sportId);
      if (!sport) continue;
      // A game that would already be over is tried again closer to its start.
      const elapsedSec = attempt < 5 ? share * typicalDurationSec(sport, 3) : 0;
      const startAt = now - Math.round((elapsedSec / speed) * 1000);
      const rec = record(champ, home, away, startAt);
      if (!rec) continue;
      rec.runtime.advance(Math.max(1, elapsedSec), rec.random);
      if (rec.runtime.finished) continue;
      rec.game = viewOf(rec);
      rec.lastPricedSec = rec.game.clock.elapsedSec;
      rec.book.apply(rec.runtime.price(), margin, false);
      busy.add(homeId);
      busy.add(awayId);
      return rec;
    }
    return null;
  }

  return {
    nextId,
    resume(pending, untilDay) {
      queue = [...pending].sort((a, b) => a.startAt - b.startAt || a.id - b.id);
      head = 0;
      scheduledUntilDay = Math.max(scheduledUntilDay, untilDay);
      // The games in play were spread over their running time by the run that started them.
      initial = false;
    },
    extendSchedule(now) {
      const lastDay = dayOf(now + options.horizonDays * DAY_MS);
      const created: MatchRecord[] = [];
      for (let day = Math.max(scheduledUntilDay + 1, dayOf(now)); day <= lastDay; day += 1) {
        for (const fixture of fixturesForDay(world, day, scheduleRandom)) {
          if (fixture.startAt <= now) continue;
          const home = world.competitorById.get(fixture.homeId);
          const away = world.competitorById.get(fixture.awayId);
          if (!home || !away) continue;
          const rec = record(fixture.champ, home, away, fixture.startAt);
          if (rec) created.push(rec);
        }
        scheduledUntilDay = day;
      }
      if (created.length > 0) {
        if (head > 0) {
          queue = queue.slice(head);
          head = 0;
        }
        queue.push(...created);
      }
      return created;
    },
    takeDue(now) {
      const due: MatchRecord[] = [];
      while (head < queue.length && (queue[head] as MatchRecord).startAt <= now) {
        due.push(queue[head] as MatchRecord);
        head += 1;
      }
      return due;
    },
    pendingCount() {
      return queue.length - head;
    },
    pendingAt(index) {
      return queue[head + index];
    },
    topUpLive(now, live) {
      const busy = new Set<number>();
      for (const rec of live.values()) {
        busy.add(rec.home.id);
        busy.add(rec.away.id);
      }
      const created: MatchRecord[] = [];
      let missing = options.minLive - live.size;
      while (missing > 0) {
        // Games in play at start-up are spread over their running time; later ones kick off now.
        const rec = startLive(now, initial ? spawnRandom.next() * 0.7 : 0, busy);
        if (!rec) break;
        created.push(rec);
        missing -= 1;
      }
      initial = false;
      return created;
    },
  };
}
