// `npm run wallet:check`: checks the wallet's invariants on the site's database (DATABASE_URL
// when set, else PGlite in DATA_DIR, default ./data) and prints OK or every violation; the exit
// status is 1 when anything is wrong, 2 when the check itself could not run. Read-only.
import { fileURLToPath } from 'node:url';
import { createDatabase, databaseFromEnv } from '@playfield/db';
import type { Database } from '@playfield/db';
import { checkLedger } from '../ledger/invariants.ts';
import type { Violation } from '../ledger/invariants.ts';
import { checkPayments } from '../payments/invariants.ts';

/** Runs every wallet invariant (ledger, then payments against the ledger). */
export async function runWalletCheck(database: Pick<Database, 'db'>): Promise<Violation[]> {
  return [...(await checkLedger(database.db)), ...(await checkPayments(database.db))];
}

/** The lines `wallet:check` prints for a result. */
export function reportLines(where: string, violations: readonly Violation[]): string[] {
  if (violations.length === 0) return [`wallet:check ${where}: OK`];
  return [
    `wallet:check ${where}: ${violations.length} violation(s)`,
    ...violations.map((v) => `  ${v.code}: ${v.message}`),
  ];
}

async function main(): Promise<number> {
  const { url, dataDir, where } = databaseFromEnv(process.env);
  const database = await createDatabase({ url, dataDir });
  try {
    if (!(await database.isMigrated())) {
      console.error(`wallet:check ${where}: the database is not migrated (run npm run db:migrate)`);
      return 2;
    }
    const violations = await runWalletCheck(database);
    for (const line of reportLines(where, violations)) console.log(line);
    return violations.length === 0 ? 0 : 1;
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
      console.error(
        `wallet:check failed: ${error instanceof Error ? error.message : String(error)}`,
      );
      process.exitCode = 2;
    },
  );
}
