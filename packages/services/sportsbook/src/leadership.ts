// Who leads (decisions 018 and 019): an instance that may lead takes the advisory lock without
// waiting and resumes the stored world; the others follow the stored book and the bus, and
// try the lock again now and then. A leader that loses the lock stops ticking and follows.
// A game the feed will never finish is abandoned: a cancelled result, every bet returned.
import type { Clock, FeedResume, TickScheduler } from '@playfield/feed';
import type { Book } from './book.ts';
import type { FeedRun } from './feed-run.ts';
import type { Follower } from './follower.ts';
import type { SportsbookGameOutcome } from './port.ts';
import type { Outlets, RunState, SportsbookClusterDeps, SportsbookRole } from './run-state.ts';
import type { Watchdog } from './watchdog.ts';
import type { BookWriter } from './writer.ts';

export interface Leadership {
  /**
   * Tries the leader lock (unless the instance may not lead) and leads, or loads the stored
   * book and follows. Resolves once the book is usable.
   */
  open(): Promise<SportsbookRole>;
  /** Results for betting, from the table (abandoning the games that are gone for good). */
  results(gameIds: readonly number[]): Promise<Map<number, SportsbookGameOutcome>>;
  /** Stops trying the lock (shutdown). */
  stop(): void;
  /** Releases the lock if this instance holds it. */
  release(): Promise<void>;
}

export function createLeadership(deps: {
  cluster: SportsbookClusterDeps;
  book: Book;
  clock: Clock;
  resultsKeepMs: number;
  run: RunState;
  feedRun: FeedRun;
  writer: BookWriter;
  follower: Follower;
  watchdog: Watchdog;
  scheduler: TickScheduler | undefined;
  outlets: Outlets;
}): Leadership {
  const { cluster, book, clock, resultsKeepMs, run, feedRun, writer, follower, outlets } = deps;
  let lockTimer: ReturnType<typeof setInterval> | null = null;
  let lock: { release(): Promise<void> } | null = null;
  /** Game ids below this were handed out by earlier leaders (0: we do not lead). */
  let firstGameId = 0;

  /**
   * A game the feed will never finish is abandoned — the rule a real provider's abandoned event
   * follows, and the only way the sportsbook ends a game without a result (decision 019): it
   * gets a cancelled result (every bet on it is returned, leg status 3), and settlement is
   * told at once. Returns the ids abandoned now.
   */
  async function abandonGames(gameIds: readonly number[], at: number): Promise<number[]> {
    if (gameIds.length === 0) return [];
    const abandoned = await cluster.store.abandonGames(gameIds, at);
    if (abandoned.length === 0) return abandoned;
    outlets.log('sportsbook abandoned games it cannot resume', { count: abandoned.length });
    for (const id of abandoned) outlets.finished(id);
    return abandoned;
  }

  /**
   * Results for betting. On the leader, a game an earlier leader handed out that is neither in
   * the book nor stored with a result is gone for good (it was created but never written before
   * that leader died): it is abandoned by the same rule, so its coupons are returned rather than
   * left pending.
   */
  async function results(gameIds: readonly number[]): Promise<Map<number, SportsbookGameOutcome>> {
    const found = await cluster.store.results(gameIds);
    if (run.role !== 'leader') return found;
    const gone = gameIds.filter(
      (id) =>
        Number.isSafeInteger(id) &&
        id > 0 &&
        id < firstGameId &&
        !found.has(id) &&
        !book.games.has(id) &&
        !book.results.has(id),
    );
    if (gone.length === 0) return found;
    // A game with a stored row is resumed or was abandoned at start: only rowless ids are gone.
    const open = new Set(await cluster.store.openGameIds());
    const rowless = gone.filter((id) => !open.has(id));
    await abandonGames(rowless, clock.now());
    return cluster.store.results(gameIds);
  }

  /**
   * With storage: resume the stored world (decision 019) — the provider goes on with every
   * stored open game it can resume and numbers new games above everything stored; the stored
   * open games it could not resume are abandoned. Then writes what the stored world lacks.
   */
  async function leadWithStore(): Promise<void> {
    const at = clock.now();
    const maxId = await cluster.store.maxGameId();
    await writer.reserveAbove(maxId);
    const previous = await cluster.store.load({ at, resultsKeepMs, incomplete: true });
    const states = await cluster.store.resumeStates();
    const stored = previous !== null && previous.sports.length > 0 ? previous : null;
    const resume: FeedResume | null = stored && {
      sports: stored.sports,
      championships: stored.championships,
      competitors: stored.competitors,
      games: stored.games.map((g) => ({ ...g, state: states.get(g.game.id) ?? null })),
    };
    firstGameId = maxId + 1;
    feedRun.lead(cluster.createFeed({ firstGameId, resume }), stored);
    // Taken before any await: a resumed game may finish on the feed's next tick meanwhile.
    const inWorld = new Set(book.games.keys());
    const open = await cluster.store.openGameIds();
    await abandonGames(
      open.filter((id) => !inWorld.has(id) && !book.results.has(id)),
      at,
    );
    // The resumed games are stored as they stand; only what the stored world lacks is written.
    const storedIds = new Set(stored?.games.map((g) => g.game.id));
    let resumedCount = 0;
    for (const id of book.games.keys()) {
      if (storedIds.has(id)) resumedCount += 1;
      else writer.markDirty(id);
    }
    if (stored) outlets.log('sportsbook resumed the stored world', { games: resumedCount });
    writer.writeFirst(!stored);
  }

  async function follow(): Promise<void> {
    run.role = 'follower';
    await follower.reload();
    if (!follower.loaded() && !follower.reloadScheduled()) {
      follower.scheduleReload(cluster.persistMs ?? 5000);
    }
    if (cluster.canLead && !lockTimer) {
      lockTimer = setInterval(() => void tryPromote(), cluster.lockRetryMs ?? 10_000);
      lockTimer.unref?.();
    }
  }

  async function tryPromote(): Promise<void> {
    if (run.role !== 'follower' || run.closed) return;
    const got = await cluster.tryLead(lost).catch(() => null);
    if (!got) return;
    if (run.closed) return void got.release();
    lock = got;
    if (lockTimer) clearInterval(lockTimer);
    lockTimer = null;
    follower.reset();
    outlets.log('sportsbook took over the feed', {});
    await leadWithStore();
  }

  function lost(): void {
    // The lock's connection broke: another instance may lead now. Stop ticking and follow.
    if (run.role !== 'leader' || run.closed) return;
    outlets.log('sportsbook lost the leader lock', {});
    run.feed?.stop();
    feedRun.unsubscribe();
    run.feed = null;
    writer.stopTimer();
    lock = null;
    void follow();
  }

  return {
    async open() {
      if (run.role !== 'none') return run.role;
      if (cluster.canLead) {
        lock = await cluster.tryLead(lost);
        if (lock) {
          await leadWithStore();
          return run.role;
        }
      }
      await follow();
      deps.watchdog.schedule(deps.scheduler);
      return run.role;
    },
    results,
    stop() {
      if (lockTimer) clearInterval(lockTimer);
      lockTimer = null;
    },
    async release() {
      const held = lock;
      lock = null;
      await held?.release();
    },
  };
}
