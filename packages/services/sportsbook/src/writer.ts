// The leader's writes (decision 018): the games that changed, in batches every few seconds,
// and every result at once, before anyone is told. One writer at a time; results go before
// the periodic batches. A leader that lost the lock writes nothing more (decision 019).
import type { Clock } from '@playfield/feed';
import type { Book } from './book.ts';
import type { FirstWrite, Outlets, RunState, SportsbookClusterDeps } from './run-state.ts';
import type { SportsbookStore } from './store.ts';

/**
 * Game ids a leader reserves ahead of handing them out (decision 019): a new world takes a few
 * thousand at once; the reservation is raised by the writer when fewer than half are left.
 */
const ID_BLOCK = 5000;

/** The first write was cut short by a shutdown. */
const FIRST_WRITE_CUT = new Error('first write cut short by shutdown');

export interface BookWriter {
  /** The game changed: the next write stores it. */
  markDirty(gameId: number): void;
  /** The game is the result's job now. */
  forget(gameId: number): void;
  /** Writes a finished game's result before anyone is told (retried once). */
  storeResult(gameId: number): Promise<void>;
  /** Writes the changed games now (leader only). */
  flush(): Promise<void>;
  /** A new leader reserves the ids its feed may hand out above `maxGameId`. */
  reserveAbove(maxGameId: number): Promise<void>;
  /** Starts a new leader's first write in the background (the reference too when asked). */
  writeFirst(withReference: boolean): void;
  /** The first write, once done; null when there was none or it was cut short. */
  firstWrite(): Promise<FirstWrite | null>;
  /** Writes the changed games every `persistMs` (with a store; once). */
  startTimer(): void;
  stopTimer(): void;
  /** Cuts a first write short, writes the last changes after a complete one, waits for all. */
  finish(): Promise<void>;
}

export function createBookWriter(deps: {
  cluster: SportsbookClusterDeps | undefined;
  book: Book;
  clock: Clock;
  run: RunState;
  outlets: Pick<Outlets, 'onError' | 'log'>;
}): BookWriter {
  const { cluster, book, clock, run, outlets } = deps;
  const dirty = new Set<number>();
  const urgent: (() => Promise<void>)[] = [];
  let writing: Promise<void> | null = null;
  let firstWriteDone: Promise<FirstWrite | null> = Promise.resolve(null);
  let persistTimer: ReturnType<typeof setInterval> | null = null;
  let abortWrites = false;
  let reservedId = 0;

  async function runUrgent(): Promise<void> {
    while (urgent.length > 0) {
      const task = urgent.shift();
      await task?.();
    }
  }

  /** Runs `task` as the only writer (after anything already writing). */
  function exclusive(task: () => Promise<void>): Promise<void> {
    const next = (writing ?? Promise.resolve()).then(task, task);
    const settled = next.catch(() => undefined);
    writing = settled;
    void settled.then(() => {
      if (writing === settled) writing = null;
    });
    return next;
  }

  function storeResult(gameId: number): Promise<void> {
    const store = cluster?.store;
    const finished = book.results.get(gameId);
    if (!store || !finished) return Promise.resolve();
    return new Promise<void>((resolve) => {
      const write = async (attempt: number): Promise<void> => {
        // A leader that lost the lock writes nothing more: the next leader resumed the game
        // from the tables and finishes it itself (decision 019).
        if (run.role !== 'leader') return resolve();
        try {
          await store.writeResult(finished.game, finished.result);
          resolve();
        } catch (error) {
          if (attempt < 2) {
            urgent.push(() => write(attempt + 1));
            return;
          }
          outlets.onError(error, { where: 'result write', gameId });
          resolve();
        }
      };
      urgent.push(() => write(1));
      // A writer in progress runs it between its batches; otherwise this one does.
      void exclusive(runUrgent);
    });
  }

  /** Writes the games marked dirty, in batches, letting results go first between batches. */
  async function writeDirty(): Promise<{ games: number; markets: number; aborted: boolean }> {
    const store = cluster?.store;
    if (!store) return { games: 0, markets: 0, aborted: false };
    const seq = book.seq;
    const startEpoch = run.bookEpoch;
    const ids = [...dirty];
    dirty.clear();
    const size = cluster.batchGames ?? 50;
    let games = 0;
    let markets = 0;
    for (let i = 0; i < ids.length; i += size) {
      await runUrgent();
      if (abortWrites || run.role !== 'leader') {
        // Shutting down, or the lock is lost: the rest is the next leader's (it resumed the
        // world from the tables and writes it from there).
        for (const id of ids.slice(i)) dirty.add(id);
        return { games, markets, aborted: true };
      }
      // Serialized now, from the current book: a game finished since is the result's job.
      const batch = ids
        .slice(i, i + size)
        .map((id) => book.games.get(id))
        .filter((entry) => entry !== undefined)
        .map((entry) => ({
          game: entry.game,
          // As the feed sent them: the operators' overrides are stored apart (decision 037).
          markets: [...entry.raw.values()],
          // The provider's state as of the same moment as the book (both move only on a tick).
          state: run.feed?.resumeState?.(entry.game.id) ?? null,
        }));
      try {
        await store.writeGames(batch, clock.now());
      } catch (error) {
        for (const { game } of batch) dirty.add(game.id);
        throw error;
      }
      games += batch.length;
      for (const entry of batch) markets += entry.markets.length;
      // Let requests in between batches.
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
    await runUrgent();
    if (run.role === 'leader') await reserveIds(store);
    if (run.role === 'leader' && startEpoch === run.bookEpoch) {
      await store.writeState(startEpoch, seq, clock.now());
    }
    return { games, markets, aborted: false };
  }

  /** Keeps the id reservation ahead of the ids the feed hands out. */
  async function reserveIds(store: SportsbookStore): Promise<void> {
    let highest = 0;
    for (const id of book.games.keys()) if (id > highest) highest = id;
    if (highest <= reservedId - ID_BLOCK / 2) return;
    const upTo = highest + ID_BLOCK;
    await store.reserveGameIds(upTo);
    reservedId = upTo;
  }

  function flush(): Promise<void> {
    if (run.role !== 'leader') return Promise.resolve();
    return exclusive(async () => {
      await writeDirty();
    });
  }

  return {
    markDirty: (gameId) => void dirty.add(gameId),
    forget: (gameId) => void dirty.delete(gameId),
    storeResult,
    flush,
    async reserveAbove(maxGameId) {
      if (!cluster) return;
      // Ids ours may hand out before its games are written: a next leader numbers above them.
      reservedId = maxGameId + ID_BLOCK;
      await cluster.store.reserveGameIds(reservedId);
    },
    writeFirst(withReference) {
      const store = cluster?.store;
      if (!store) return;
      const t0 = performance.now();
      firstWriteDone = exclusive(async () => {
        if (withReference) {
          await store.writeReference({
            sports: [...book.sports.values()],
            championships: [...book.champs.values()],
            competitors: [...book.competitors.values()],
          });
        }
        if ((await writeDirty()).aborted) throw FIRST_WRITE_CUT;
      }).then(
        () => {
          const done = {
            games: book.games.size,
            markets: [...book.games.values()].reduce((n, e) => n + e.markets.size, 0),
            ms: Math.round(performance.now() - t0),
          };
          outlets.log('sportsbook first write done', { ...done });
          return done;
        },
        (error: unknown) => {
          if (error !== FIRST_WRITE_CUT) {
            outlets.onError(error, { where: 'sportsbook first write' });
          }
          return null;
        },
      );
    },
    firstWrite: () => firstWriteDone,
    startTimer() {
      if (!cluster || persistTimer) return;
      persistTimer = setInterval(() => {
        if (writing) return; // the previous write (or the first one) is still going
        flush().catch((error: unknown) => outlets.onError(error, { where: 'sportsbook write' }));
      }, cluster.persistMs ?? 5000);
      persistTimer.unref?.();
    },
    stopTimer() {
      if (persistTimer) clearInterval(persistTimer);
      persistTimer = null;
    },
    async finish() {
      abortWrites = true;
      const written = await firstWriteDone;
      abortWrites = false;
      if (run.role === 'leader' && written) await flush().catch(() => undefined);
      while (writing) await writing;
    },
  };
}
