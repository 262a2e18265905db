// `npm run db:migrate`: applies the committed migrations (and the idempotent seed) to the
// database the site uses: DATABASE_URL when set, else PGlite in DATA_DIR (default ./data).
// When the site is running on the same PGlite directory, the work is done through it.
import { createDatabase } from '../database.ts';
import { databaseFromEnv } from '../env.ts';
import { seed } from '../seed.ts';

async function main(): Promise<void> {
  const { url, dataDir, where } = databaseFromEnv(process.env);
  const database = await createDatabase({ url, dataDir });
  try {
    const before = await database.isMigrated();
    await database.migrate();
    await seed(database);
    console.log(
      `${where}: ${before ? 'migrations were already applied' : 'migrations applied'}; seed up to date.`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(`db:migrate failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
