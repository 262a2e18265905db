// `npm run bench -- wallet`: committed ledger movements per second (balanced, idempotent, from
// concurrent clients) against the simplest write the same database can commit, a bare
// single-row `UPDATE`, measured alternately in the same run. On PGlite always; on PostgreSQL too
// when TEST_DATABASE_URL or DATABASE_URL is set (a throw-away database is created on that server
// and dropped afterwards, so the site's own data is never touched).
import { sql } from 'drizzle-orm';
import { IN_MEMORY, createDatabase } from '@playfield/db';
import { createTestDatabase } from '@playfield/db/testing';
import type { Database } from '@playfield/db';
import { createWalletService } from '@playfield/wallet';
import type { MovementInput, WalletService } from '@playfield/wallet';
import type { Benchmark, BenchContext, BenchResult, Metric } from './lib/types.ts';

/** Concurrent clients: enough to queue on the pool and on the shared system account. */
const MAX_CLIENTS = 16;
const RATIO_BUDGET = 0.1;
const USER_ID = 1;
const FUNDING = 1_000_000_000n;

interface Run {
  count: number;
  errors: number;
  seconds: number;
}

/** Runs `work` in `clients` concurrent loops until `seconds` pass; counts what resolved. */
async function loop(
  clients: number,
  seconds: number,
  work: (client: number) => Promise<void>,
): Promise<Run> {
  const started = performance.now();
  const deadline = started + seconds * 1000;
  let count = 0;
  let errors = 0;
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      while (performance.now() < deadline) {
        try {
          await work(client);
          count += 1;
        } catch {
          errors += 1;
        }
      }
    }),
  );
  return { count, errors, seconds: (performance.now() - started) / 1000 };
}

function add(a: Run, b: Run): Run {
  return { count: a.count + b.count, errors: a.errors + b.errors, seconds: a.seconds + b.seconds };
}

const rate = (run: Run) => run.count / run.seconds;

let sequence = 0;

/** A stake or a win on the client's own account, alternating: balanced, with a unique key. */
function movement(client: number): MovementInput {
  sequence += 1;
  const amount = sequence % 2 === 0 ? 100n : -100n;
  return {
    kind: amount > 0n ? 'bet_payout' : 'bet_stake',
    idempotencyKey: `bench-${process.pid}-${sequence}`,
    legs: [
      {
        account: { kind: 'player', accountId: 1_000 + client, userId: USER_ID },
        currency: 'RUB',
        amount,
      },
      {
        account: { kind: 'system', code: amount > 0n ? 'bets_payouts' : 'bets_stakes' },
        currency: 'RUB',
        amount: -amount,
      },
    ],
  };
}

async function measure(
  label: string,
  database: Database,
  context: BenchContext,
): Promise<{ metrics: Metric[]; details: string[] }> {
  const { options, log } = context;
  const clients = Math.min(options.connections, MAX_CLIENTS);
  const db = database.db;
  const wallet: WalletService = createWalletService({ database });
  await db.execute(
    sql`create table if not exists bench_counter (id int primary key, n bigint not null)`,
  );
  await db.execute(sql`insert into bench_counter values (1, 0) on conflict (id) do nothing`);
  for (let client = 0; client < clients; client++) {
    await wallet.post({
      kind: 'adjustment',
      idempotencyKey: `bench-fund-${process.pid}-${label}-${client}`,
      legs: [
        {
          account: { kind: 'player', accountId: 1_000 + client, userId: USER_ID },
          currency: 'RUB',
          amount: FUNDING,
        },
        { account: { kind: 'system', code: 'adjustments' }, currency: 'RUB', amount: -FUNDING },
      ],
    });
  }
  const update = async () => {
    await db.execute(sql`update bench_counter set n = n + 1 where id = 1`);
  };
  const post = async (client: number) => {
    await wallet.post(movement(client));
  };

  log(`${label}: warming up (${options.warmupSeconds} s each)`);
  await loop(clients, options.warmupSeconds, update);
  await loop(clients, options.warmupSeconds, post);
  let baseline: Run = { count: 0, errors: 0, seconds: 0 };
  let ledger: Run = { count: 0, errors: 0, seconds: 0 };
  const share = options.durationSeconds / options.rounds;
  for (let round = 1; round <= options.rounds; round++) {
    log(`${label}: round ${round}/${options.rounds}, bare UPDATE then wallet movements`);
    baseline = add(baseline, await loop(clients, share, update));
    ledger = add(ledger, await loop(clients, share, post));
  }
  const violations = await wallet.checkInvariants();
  await db.execute(sql`drop table bench_counter`);
  return {
    metrics: [
      { label: `${label}: wallet movements committed`, value: rate(ledger), unit: 'mov/s' },
      { label: `${label}: bare single-row UPDATE`, value: rate(baseline), unit: 'upd/s' },
      {
        label: `${label}: ratio movements / UPDATE`,
        value: rate(ledger) / rate(baseline),
        unit: '×',
        budget: { op: '>=', limit: RATIO_BUDGET },
      },
      {
        label: `${label}: failed writes and invariant violations`,
        value: ledger.errors + baseline.errors + violations.length,
        unit: '',
        budget: { op: '<=', limit: 0 },
      },
    ],
    details: [
      `${label}: ${clients} concurrent clients, ${ledger.count} movements and ${baseline.count} updates in ${options.rounds} alternating rounds of ${share.toFixed(1)} s each`,
      ...violations.map((v) => `${label}: ${v.code}: ${v.message}`),
    ],
  };
}

async function run(context: BenchContext): Promise<BenchResult> {
  const metrics: Metric[] = [];
  const details: string[] = [
    'movement = one transaction: idempotency-keyed insert, guarded player update, two entries, system update',
  ];
  context.log('PGlite: creating and migrating an in-memory database');
  const pglite = await createDatabase({ dataDir: IN_MEMORY });
  try {
    await pglite.migrate();
    const result = await measure('PGlite', pglite, context);
    metrics.push(...result.metrics);
    details.push(...result.details);
  } finally {
    await pglite.close();
  }
  const url = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
  if (url) {
    context.log('PostgreSQL: creating a throw-away database on the server');
    const postgres = await createTestDatabase({ url });
    try {
      const result = await measure('PostgreSQL', postgres, context);
      metrics.push(...result.metrics);
      details.push(...result.details);
    } finally {
      await postgres.close();
    }
  } else {
    details.push('PostgreSQL: skipped (set TEST_DATABASE_URL or DATABASE_URL)');
  }
  return { metrics, details };
}

export const benchmark: Benchmark = {
  name: 'wallet',
  description:
    'ledger movements/s (balanced, idempotent, concurrent clients) vs a bare single-row UPDATE on the same database',
  run,
};
