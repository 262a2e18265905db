// A sportsbook leader in a process of its own, for the kill -9 test (decision 019): it opens
// the database named by DATABASE_URL (PostgreSQL) or DATA_DIR (a PGlite data directory it
// owns), leads the feed on the wall clock at FEED_SPEED game seconds per second, writes every
// PERSIST_MS, and prints one JSON line once its first write is done. It never stops by itself:
// the test kills it with SIGKILL.
import { createDatabase } from '@playfield/db';
import {
  createFeedSimulator,
  createSeededRandom,
  intervalScheduler,
  systemClock,
} from '@playfield/feed';
import { FEED_LEADER_LOCK } from '../run-state.ts';
import { createSportsbook } from '../sportsbook.ts';
import { createSportsbookStore } from '../store.ts';

const url = process.env.DATABASE_URL;
const dataDir = process.env.DATA_DIR;
const speed = Number(process.env.FEED_SPEED ?? 240);
const persistMs = Number(process.env.PERSIST_MS ?? 300);

const database = await createDatabase(url ? { url } : { dataDir: dataDir ?? './data' });
await database.migrate();
const sportsbook = createSportsbook({
  clock: systemClock,
  scheduler: intervalScheduler,
  cluster: {
    store: createSportsbookStore(database.db),
    tryLead: (onLost) => database.tryAdvisoryLock(FEED_LEADER_LOCK, onLost),
    createFeed: ({ firstGameId, resume }) =>
      createFeedSimulator({
        clock: systemClock,
        random: createSeededRandom(1),
        scheduler: intervalScheduler,
        tickMs: 200,
        speed,
        horizonDays: 1,
        minLive: 12,
        firstGameId,
        ...(resume ? { resume } : {}),
      }),
    canLead: true,
    persistMs,
  },
  onError: (error, context) =>
    process.stderr.write(`${String(error)} ${JSON.stringify(context)}\n`),
});
const role = await sportsbook.open();
const written = await sportsbook.firstWrite();
sportsbook.start();
process.stdout.write(`${JSON.stringify({ role, games: written?.games ?? 0, pid: process.pid })}\n`);
// The feed's timers do not keep the process alive; this does, until the kill.
setInterval(() => undefined, 60_000);
