// `npm run betting -- vip list | approve ID | reject ID [--by NAME] [--reason TEXT]`: the
// trader's side of VIP bets (decision 020) until the operator console exists (issue 15), on the
// site's database (DATABASE_URL when set, else PGlite in DATA_DIR, default ./data). It calls the
// same service methods the console will. Exit status: 0 done, 1 refused, 2 usage or failure.
// A decision made here reaches the player's open page on the next bets snapshot (this process
// has no connection to the site's live topics); the server's own timeout sweep publishes at once.
import { userInfo } from 'node:os';
import { fileURLToPath } from 'node:url';
import { createDatabase, databaseFromEnv } from '@playfield/db';
import type { Database } from '@playfield/db';
import { createWalletService } from '@playfield/wallet';
import { VIP_TIMEOUT_MS, VipDecisionError, createVipDesk } from '../vip.ts';

export interface CliDeps {
  database: Pick<Database, 'db'>;
  now?: () => Date;
  print?: (line: string) => void;
  timeoutMs?: number;
}

const USAGE =
  'usage: npm run betting -- vip list | approve ID | reject ID [--by NAME] [--reason TEXT]';

function option(args: readonly string[], name: string): string | undefined {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
}

/** Runs one command; returns the exit status. */
export async function runBettingCli(args: readonly string[], deps: CliDeps): Promise<number> {
  const print = deps.print ?? ((line: string) => console.log(line));
  const now = deps.now ?? (() => new Date());
  const wallet = createWalletService({ database: deps.database, now });
  const desk = createVipDesk({
    db: deps.database.db,
    wallet,
    now,
    timeoutMs: deps.timeoutMs ?? VIP_TIMEOUT_MS,
    onDecided: () => {},
  });
  const [area, command, id] = args;
  if (area !== 'vip') {
    print(USAGE);
    return 2;
  }
  if (command === 'list') {
    const waiting = await desk.list();
    if (waiting.length === 0) print('No VIP bets are waiting.');
    for (const bet of waiting) {
      print(
        `#${bet.couponId} player ${bet.userId} account ${bet.accountId}: ${bet.amount} ${bet.currency}` +
          ` (type ${bet.typeId}, may win ${bet.potentialPayout}) placed ${bet.createdAt}, expires ${bet.expiresAt}`,
      );
      for (const leg of bet.legs) {
        print(`    ${leg.gameName} — ${leg.marketName}: ${leg.outcomeName} @ ${leg.coef}`);
      }
    }
    return 0;
  }
  if ((command === 'approve' || command === 'reject') && id && /^[1-9][0-9]{0,15}$/.test(id)) {
    const by = option(args, '--by') ?? operatorName();
    const reason = option(args, '--reason');
    try {
      const decision =
        command === 'approve'
          ? await desk.approve(Number(id), by, reason)
          : await desk.reject(Number(id), by, reason);
      print(
        decision.replayed
          ? `#${id} was already ${decision.decision} by ${decision.decidedBy} at ${decision.decidedAt}`
          : `#${id} ${decision.decision} by ${decision.decidedBy}`,
      );
      return 0;
    } catch (error) {
      if (error instanceof VipDecisionError) {
        print(error.message);
        return 1;
      }
      throw error;
    }
  }
  print(USAGE);
  return 2;
}

/** Who decides at the shell (the operator's login name; "cli" when it cannot be read). */
function operatorName(): string {
  try {
    return userInfo().username || 'cli';
  } catch {
    return 'cli';
  }
}

async function main(): Promise<number> {
  const { url, dataDir } = databaseFromEnv(process.env);
  const database = await createDatabase({ url, dataDir });
  try {
    if (!(await database.isMigrated())) {
      console.error('betting: the database is not migrated (run npm run db:migrate)');
      return 2;
    }
    return await runBettingCli(process.argv.slice(2), { database });
  } finally {
    await database.close();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(`betting failed: ${error instanceof Error ? error.message : String(error)}`);
      process.exitCode = 2;
    },
  );
}
