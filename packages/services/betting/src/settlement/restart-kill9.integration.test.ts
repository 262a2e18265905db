// Issue 13 item 2 with a real kill -9 (decision 019): the sportsbook leader runs in a process of
// its own (testing/leader-process.ts) on the wall clock; coupons are placed through the betting
// API on its live games; the process is killed with SIGKILL in the middle of play; then
// - on PostgreSQL (TEST_DATABASE_URL): a second instance waiting for the lock takes it over as
//   soon as the dead process's connection drops, and resumes the stored games;
// - on PGlite: the dead process owned the data directory; a new process opens the same
//   directory (PGlite recovers the files the kill left) and leads, resuming the stored games.
// Either way the games finish and every coupon settles won or lost; none is returned.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createDatabase } from '@playfield/db';
import type { Database } from '@playfield/db';
import { GAME_STATUS } from '@playfield/feed';
import { createManualClock } from '@playfield/feed/testing';
import type { MatchGame } from '@playfield/feed';
import { createClusterTestNode, storedGames } from '@playfield/sportsbook/testing';
import type { ClusterTestNode, StoredGames } from '@playfield/sportsbook/testing';
import type { SportsbookPort } from '../ports.ts';
import { createHarness } from '../testing/harness.ts';
import type { Harness } from '../testing/harness.ts';
import { legOf } from '../testing/book-legs.ts';
import type { Leg } from '../testing/book-legs.ts';

const POSTGRES = process.env.TEST_DATABASE_URL;
const LEADER_SCRIPT = resolve('packages/services/sportsbook/src/testing/leader-process.ts');

let h: Harness;
let child: ChildProcess | null = null;
let current: ClusterTestNode | null = null;
const nodes: ClusterTestNode[] = [];
const databases: Database[] = [];
const cleanups: (() => Promise<void> | void)[] = [];
const errors: unknown[] = [];

const port: SportsbookPort = {
  quote: (ids, lang) =>
    current ? current.sportsbook.port.quote(ids, lang) : Promise.resolve(new Map()),
  results: (ids) => (current ? current.sportsbook.port.results(ids) : Promise.resolve(new Map())),
  onGameFinished: () => () => undefined,
};

beforeAll(async () => {
  h = await createHarness({ acceptDelayMs: 0, sportsbookPort: port });
}, 120_000);
afterAll(async () => {
  child?.kill('SIGKILL');
  for (const n of nodes) {
    await n.crash();
    await n.sportsbook.shutdown().catch(() => undefined);
  }
  for (const d of databases) await d.close().catch(() => undefined);
  for (const cleanup of cleanups.reverse()) await cleanup();
  await h?.close();
}, 60_000);

/** Starts the leader process; resolves with its first line once it leads and has written. */
function startLeader(env: Record<string, string>): Promise<{ role: string; games: number }> {
  const proc = spawn(process.execPath, ['--import', 'tsx', LEADER_SCRIPT], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child = proc;
  let stderr = '';
  proc.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  return new Promise((done, fail) => {
    let out = '';
    proc.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const line = out.split('\n')[0];
      if (out.includes('\n') && line) done(JSON.parse(line) as { role: string; games: number });
    });
    proc.on('exit', (code, signal) =>
      fail(new Error(`leader exited ${code} ${signal}: ${stderr}`)),
    );
  });
}

/** Kills the leader process with SIGKILL and waits until it is gone. */
async function killLeader(): Promise<void> {
  const proc = child;
  if (!proc || proc.exitCode !== null) throw new Error('the leader is not running');
  const gone = new Promise<NodeJS.Signals | null>((done) =>
    proc.on('exit', (_code, signal) => done(signal)),
  );
  proc.kill('SIGKILL');
  expect(await gone).toBe('SIGKILL');
  child = null;
}

const clock = createManualClock(Date.now());

function node(database: Database, options: { canLead: boolean }): ClusterTestNode {
  const created = createClusterTestNode({
    database,
    clock,
    speed: 240,
    minLive: 12,
    persistMs: 3_600_000,
    lockRetryMs: 100,
    canLead: options.canLead,
    onError: (error) => errors.push(error),
  });
  nodes.push(created);
  return created;
}

/** Open prices of live matches of different sports, least far into play first. */
function liveLegs(watcher: ClusterTestNode): Leg[] {
  const live = [...watcher.sportsbook.book.games.values()]
    .filter((e) => e.game.kind === 'match' && e.game.status === GAME_STATUS.live)
    .sort(
      (a, b) => (a.game as MatchGame).clock.elapsedSec - (b.game as MatchGame).clock.elapsedSec,
    );
  const legs: Leg[] = [];
  const sports = new Set<number>();
  for (const entry of live) {
    if (sports.has(entry.game.sportId)) continue;
    const leg = legOf(entry);
    if (!leg) continue;
    sports.add(entry.game.sportId);
    legs.push(leg);
    if (legs.length === 4) break;
  }
  expect(legs.length).toBeGreaterThanOrEqual(3);
  return legs;
}

async function placeAll(userId: number, accountId: number, legs: Leg[]): Promise<number[]> {
  const ids: number[] = [];
  for (const [i, leg] of legs.entries()) {
    const response = await h.request('/web-api/betting/place', {
      user: userId,
      key: `kill9-coupon-${i}`,
      json: {
        typeId: 0,
        accountId,
        amount: '10.00',
        changeCoefAction: 1,
        bets: [{ outcomeId: leg.outcomeId, coef: leg.coef }],
      },
    });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    ids.push(Number((response.body as { couponId: string }).couponId));
  }
  return ids;
}

type Stored = StoredGames;

async function waitForPlay(database: Database, ids: number[], before: Stored): Promise<void> {
  const elapsed = (s: Stored, id: number) => s.get(id)?.clock?.elapsedSec ?? 0;
  for (let i = 0; i < 200; i++) {
    const now = await storedGames(database, ids);
    if (ids.every((id) => elapsed(now, id) > elapsed(before, id) || now.get(id)?.status === 4))
      return;
    await new Promise((done) => setTimeout(done, 50));
  }
  throw new Error('the leader process did not play on');
}

async function playToTheEnd(leader: ClusterTestNode, ids: number[]) {
  let results = await leader.sportsbook.port.results(ids);
  for (let i = 0; i < 200 && results.size < ids.length; i++) {
    for (let t = 0; t < 30; t++) {
      clock.advance(1000);
      leader.tick();
    }
    await new Promise((done) => setTimeout(done, 5));
    results = await leader.sportsbook.port.results(ids);
  }
  for (let i = 0; i < 100 && results.size < ids.length; i++) {
    await new Promise((done) => setTimeout(done, 20));
    results = await leader.sportsbook.port.results(ids);
  }
  return results;
}

describe('kill -9 of the leader process', () => {
  it(
    POSTGRES
      ? 'PostgreSQL: a second instance takes the lock over, resumes the games, and every coupon settles won or lost'
      : 'PGlite: a new process opens the data directory, resumes the games, and every coupon settles won or lost',
    async () => {
      let database: Database;
      let reopen: (() => Promise<Database>) | null = null;
      if (POSTGRES) {
        // A database of its own for the sportsbook, shared by the leader process and this one.
        const admin = await createDatabase({ url: POSTGRES });
        const name = `playfield_kill9_${process.pid}_${Date.now()}`;
        await admin.db.execute(sql.raw(`create database "${name}"`));
        cleanups.push(async () => {
          await admin.db.execute(sql.raw(`drop database if exists "${name}" with (force)`));
          await admin.close();
        });
        const url = new URL(POSTGRES);
        url.pathname = `/${name}`;
        expect(await startLeader({ DATABASE_URL: url.toString() })).toMatchObject({
          role: 'leader',
        });
        database = await createDatabase({ url: url.toString() });
        databases.push(database);
      } else {
        const dir = mkdtempSync(join(tmpdir(), 'playfield-kill9-'));
        cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
        expect(await startLeader({ DATA_DIR: dir })).toMatchObject({ role: 'leader' });
        // This process borrows the directory the leader process owns (PGlite's relay).
        database = await createDatabase({ dataDir: dir });
        databases.push(database);
        reopen = async () => {
          await database.close().catch(() => undefined);
          const owned = await createDatabase({ dataDir: dir });
          databases.push(owned);
          return owned;
        };
      }

      // This instance follows the leader process; on PostgreSQL it also waits for the lock.
      clock.set(Date.now());
      const watcher = node(database, { canLead: Boolean(POSTGRES) });
      expect(await watcher.sportsbook.open()).toBe('follower');
      current = watcher;
      const account = h.account(41);
      await h.fund(account, 1_000_00n);
      const legs = liveLegs(watcher);
      const ids = legs.map((l) => l.gameId);
      const coupons = await placeAll(41, account.id, legs);
      await waitForPlay(database, ids, await storedGames(database, ids));

      await killLeader();
      let leader: ClusterTestNode;
      let stored: Stored;
      if (POSTGRES) {
        stored = await storedGames(database, ids);
        clock.set(Date.now());
        for (let i = 0; i < 200 && watcher.sportsbook.role() !== 'leader'; i++) {
          await new Promise((done) => setTimeout(done, 50));
        }
        expect(watcher.sportsbook.role()).toBe('leader');
        leader = watcher;
      } else {
        // The borrowed connection died with its owner: a new process (here, a new database
        // handle in this one) opens the same directory and leads.
        await watcher.crash();
        if (!reopen) throw new Error('no data directory');
        const owned = await reopen();
        stored = await storedGames(owned, ids);
        clock.set(Date.now());
        leader = node(owned, { canLead: true });
        expect(await leader.sportsbook.open()).toBe('leader');
      }
      current = leader;

      // Scores and clocks go on from the stored values.
      const finishedBefore = await leader.sportsbook.port.results(ids);
      for (const id of ids) {
        if (finishedBefore.has(id)) continue;
        const game = leader.sportsbook.book.games.get(id)?.game as MatchGame | undefined;
        expect(game, `game ${id} resumed`).toBeDefined();
        expect(game?.score).toEqual(stored.get(id)?.score);
        expect(game?.clock).toEqual(stored.get(id)?.clock);
      }
      const results = await playToTheEnd(leader, ids);
      for (const id of ids) expect(results.get(id)?.cancelled, `game ${id}`).toBe(false);

      const service = h.restart();
      const stop = service.start({ sweepMs: 3_600_000 });
      await service.idle();
      stop();
      for (const id of coupons) {
        const coupon = await service.coupon(41, id);
        expect(coupon?.status, `coupon ${id}`).toMatch(/^(win|lose)$/);
        for (const bet of coupon?.bets ?? []) expect(bet.statusId).not.toBe(3);
      }
      expect(await h.wallet.checkInvariants()).toEqual([]);
      expect(errors).toEqual([]);
    },
    180_000,
  );
});
