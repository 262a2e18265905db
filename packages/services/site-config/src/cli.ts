// `npm run config -- get KEY | set KEY VALUE | list`: reads and changes the site configuration
// of the database the site uses (DATABASE_URL, else PGlite in DATA_DIR, default ./data). When
// the site is running on that PGlite directory, the command works through the running site.
import { createDatabase, databaseFromEnv } from '@playfield/db';
import { runConfigCommand } from './commands.ts';
import { createSiteConfigService } from './service.ts';

async function main(): Promise<number> {
  const { url, dataDir } = databaseFromEnv(process.env);
  const database = await createDatabase({ url, dataDir });
  try {
    await database.migrate();
    const service = createSiteConfigService({ database });
    return await runConfigCommand(process.argv.slice(2), service, {
      out: (line) => console.log(line),
      err: (line) => console.error(line),
    });
  } finally {
    await database.close();
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(`config failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  },
);
