// `npm run bench -- betting`: (1) coupons placed per second end to end (parse, quotes, odds
// check, engine validation, limits check, coupon rows and the stake's ledger movement in one
// transaction) against the wallet benchmark's bare ledger movements, alternately in the same run;
// (2) settlement of BENCH_SETTLE_COUPONS (default 100,000) open single coupons on one finished
// game: legs, payouts through the ledger and coupon rows, in coupons per second. On PGlite
// always; on PostgreSQL too when TEST_DATABASE_URL or DATABASE_URL is set (a throw-away database).
import { sql } from 'drizzle-orm';
import { createBettingService } from '@playfield/betting';
import { createFakeSportsbook } from '@playfield/betting/testing';
import type { BettingAccount } from '@playfield/betting';
import { IN_MEMORY, createDatabase } from '@playfield/db';
import { createTestDatabase } from '@playfield/db/testing';
import type { Database } from '@playfield/db';
import { createLimitsService } from '@playfield/limits';
import { createLedgerSums, createWalletService } from '@playfield/wallet';
import type { WalletService } from '@playfield/wallet';
import type { Benchmark, BenchContext, BenchResult, Metric } from './lib/types.ts';

const MAX_CLIENTS = 16;
const RATIO_BUDGET = 0.2;
const FUNDING = 1_000_000_000n;
const GAMES = 50;
const SETTLE_USERS = 1000;
const SETTLE_GAME = 999_999;

interface Run {
  count: number;
  errors: number;
  seconds: number;
}

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

const add = (a: Run, b: Run): Run => ({
  count: a.count + b.count,
  errors: a.errors + b.errors,
  seconds: a.seconds + b.seconds,
});
const rate = (run: Run) => run.count / run.seconds;

let sequence = 0;

function settleCount(): number {
  const raw = process.env.BENCH_SETTLE_COUPONS;
  const n = raw ? Number(raw) : 100_000;
  return Number.isSafeInteger(n) && n > 0 ? n : 100_000;
}

async function fund(wallet: WalletService, account: BettingAccount, label: string): Promise<void> {
  await wallet.post({
    kind: 'adjustment',
    idempotencyKey: `bench-betting-fund-${process.pid}-${label}-${account.id}`,
    legs: [
      {
        account: { kind: 'player', accountId: account.id, userId: account.userId },
        currency: 'RUB',
        amount: FUNDING,
      },
      { account: { kind: 'system', code: 'adjustments' }, currency: 'RUB', amount: -FUNDING },
    ],
  });
}

/** Open single coupons on one game written in bulk, half of them on the winning outcome. */
async function seedOpenCoupons(database: Database, count: number): Promise<void> {
  const db = database.db;
  await db.execute(
    sql`insert into betting_coupons (user_id, account_id, currency, type_id, amount,
          change_coef_action, potential_payout, idempotency_key, request_hash, answer, created_at)
        select 800000 + i % ${SETTLE_USERS}, 8000000 + i % ${SETTLE_USERS}, 'RUB', 0, 1000, 2,
               2000, 'bench-settle-' || i, 'bench', '{}'::jsonb, now()
        from generate_series(1, ${count}) as i`,
  );
  await db.execute(
    sql`insert into betting_coupon_bets (coupon_id, leg_index, outcome_id, game_id, market_id,
          sport_id, champ_id, coef, offered_coef, is_live, market_type, market_period, outcome_key,
          game_name, market_name, outcome_name)
        select id, 0, case when id % 2 = 0 then 1 else 3 end, ${SETTLE_GAME}, 1, 1, 1, 2000, 2000,
               false, '1x2', 0, case when id % 2 = 0 then 'home' else 'away' end,
               'Home – Away', '1x2', case when id % 2 = 0 then 'home' else 'away' end
        from betting_coupons where request_hash = 'bench'`,
  );
}

async function measure(
  label: string,
  database: Database,
  context: BenchContext,
): Promise<{ metrics: Metric[]; details: string[] }> {
  const { options, log } = context;
  const clients = Math.min(options.connections, MAX_CLIENTS);
  const wallet = createWalletService({ database });
  const sportsbook = createFakeSportsbook();
  for (let game = 1; game <= GAMES; game++) {
    sportsbook.addOutcome({ outcomeId: game * 10 + 1, gameId: game, coef: 1900 });
  }
  const accounts = new Map<number, BettingAccount>();
  const limits = createLimitsService({
    database,
    ledger: createLedgerSums(database),
    players: { mainCurrency: () => Promise.resolve('RUB') },
  });
  const betting = createBettingService({
    database,
    wallet,
    sportsbook,
    accounts: {
      getAccount: (userId, accountId) => {
        const found = accounts.get(accountId);
        if (found) return Promise.resolve(found.userId === userId ? found : null);
        // The settlement benchmark's players (seeded in bulk).
        return Promise.resolve({ id: accountId, userId, type: 0, currency: 'RUB', isActive: true });
      },
    },
    stakes: { checkStakeWithin: (tx, input) => limits.checkStakeWithin(tx, input) },
    acceptDelayMs: 0,
  });
  // Each client bets from its own player and account (one player's stakes are serialised by
  // the limits lock, as they must be); the wallet loop moves money on other accounts.
  for (let client = 0; client < clients; client++) {
    const bettor: BettingAccount = {
      id: 7_000 + client,
      userId: 700 + client,
      type: 0,
      currency: 'RUB',
      isActive: true,
    };
    accounts.set(bettor.id, bettor);
    await fund(wallet, bettor, label);
    await fund(wallet, { ...bettor, id: 6_000 + client, userId: 600 + client }, label);
  }
  const movement = async (client: number) => {
    sequence += 1;
    const amount = sequence % 2 === 0 ? 100n : -100n;
    await wallet.post({
      kind: amount > 0n ? 'bet_payout' : 'bet_stake',
      idempotencyKey: `bench-betting-${process.pid}-${sequence}`,
      legs: [
        {
          account: { kind: 'player', accountId: 6_000 + client, userId: 600 + client },
          currency: 'RUB',
          amount,
        },
        {
          account: { kind: 'system', code: amount > 0n ? 'bets_payouts' : 'bets_stakes' },
          currency: 'RUB',
          amount: -amount,
        },
      ],
    });
  };
  const placement = async (client: number) => {
    sequence += 1;
    const game = (sequence % GAMES) + 1;
    await betting.place({
      userId: 700 + client,
      lang: 'en',
      idempotencyKey: `bench-place-${process.pid}-${sequence}`,
      body: {
        typeId: 0,
        accountId: 7_000 + client,
        amount: '100.00', // the least RUB stake (spec §9 bet step)
        changeCoefAction: 2,
        bets: [{ outcomeId: game * 10 + 1, coef: 1.9 }],
      },
    });
  };

  log(`${label}: warming up (${options.warmupSeconds} s each)`);
  await loop(clients, options.warmupSeconds, movement);
  await loop(clients, options.warmupSeconds, placement);
  let ledger: Run = { count: 0, errors: 0, seconds: 0 };
  let coupons: Run = { count: 0, errors: 0, seconds: 0 };
  const share = options.durationSeconds / options.rounds;
  for (let round = 1; round <= options.rounds; round++) {
    log(`${label}: round ${round}/${options.rounds}, wallet movements then placements`);
    ledger = add(ledger, await loop(clients, share, movement));
    coupons = add(coupons, await loop(clients, share, placement));
  }

  const count = settleCount();
  log(`${label}: writing ${count} open coupons on one game`);
  await seedOpenCoupons(database, count);
  sportsbook.finish(SETTLE_GAME, [1, 0], { notify: false });
  log(`${label}: settling them`);
  const started = performance.now();
  await betting.settlement.settleGame(SETTLE_GAME);
  const seconds = (performance.now() - started) / 1000;
  const left = await database.db.execute<{ n: string }>(
    sql`select count(*) as n from betting_coupons where status = 'pending' and request_hash = 'bench'`,
  );
  const open = Number(left.rows[0]?.n ?? 0);
  const violations = await wallet.checkInvariants();
  return {
    metrics: [
      { label: `${label}: coupons placed`, value: rate(coupons), unit: 'coupons/s' },
      { label: `${label}: wallet movements (baseline)`, value: rate(ledger), unit: 'mov/s' },
      {
        label: `${label}: ratio placements / movements`,
        value: rate(coupons) / rate(ledger),
        unit: '×',
        budget: { op: '>=', limit: RATIO_BUDGET },
      },
      {
        label: `${label}: settlement of ${count} coupons on one game`,
        value: count / seconds,
        unit: 'coupons/s',
      },
      {
        label: `${label}: failures, unsettled coupons, invariant violations`,
        value: coupons.errors + ledger.errors + open + violations.length,
        unit: '',
        budget: { op: '<=', limit: 0 },
      },
    ],
    details: [
      `${label}: ${clients} concurrent clients, ${coupons.count} coupons and ${ledger.count} movements in ${options.rounds} alternating rounds of ${share.toFixed(1)} s each`,
      `${label}: ${count} coupons settled in ${seconds.toFixed(1)} s (half won, each paid by its own ledger movement)`,
      ...violations.map((v) => `${label}: ${v.code}: ${v.message}`),
    ],
  };
}

async function run(context: BenchContext): Promise<BenchResult> {
  const metrics: Metric[] = [];
  const details: string[] = [
    'placement = quotes (in-memory sportsbook), engine validation, limits check, coupon + leg rows and the stake movement in one transaction',
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
  name: 'betting',
  description:
    'coupons placed/s end to end vs bare wallet movements; settlement of 100,000 open coupons on one game',
  run,
};
