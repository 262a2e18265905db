// `npm run console -- operator add EMAIL ROLE`: creates an operator on the site's database
// (DATABASE_URL when set, else PGlite in DATA_DIR, default ./data; migrated first, so it works
// on a fresh install; its TOTP seed sealed under the site's secret, SECRET or DATA_DIR/secret.key
// as the server resolves it) and prints its one-time password and TOTP seed, once. The first operator
// of a new site is made this way; the rest from the console (issue 15, decision 035).
// Exit status: 0 done, 1 refused (the e-mail exists), 2 usage or failure.
import { fileURLToPath } from 'node:url';
import { createDatabase, databaseFromEnv, seed, siteSecretFromEnv } from '@playfield/db';
import type { Database } from '@playfield/db';
import { isRole, ROLES } from '@playfield/domain/console';
import { z } from 'zod';
import { ConsoleError } from '../errors.ts';
import { createConsoleService } from '../service.ts';
import type { ConsoleDeps } from '../service.ts';

export interface ConsoleCliDeps {
  database: Pick<Database, 'db'>;
  /** The site's secret, as the server resolves it (the TOTP seed is sealed under it). */
  secret: string;
  print?: (line: string) => void;
  /** Cheaper hashing for tests. */
  hashParameters?: ConsoleDeps['hashParameters'];
}

const USAGE = `usage: npm run console -- operator add EMAIL ROLE   (ROLE: ${ROLES.join(', ')})`;

/** Runs one command; returns the exit status. */
export async function runConsoleCli(
  args: readonly string[],
  deps: ConsoleCliDeps,
): Promise<number> {
  const print = deps.print ?? ((line: string) => console.log(line));
  const [area, command, email, role] = args;
  if (area !== 'operator' || command !== 'add' || !email || !isRole(role) || args.length !== 4) {
    print(USAGE);
    return 2;
  }
  if (!z.email().safeParse(email.trim().toLowerCase()).success) {
    print(`${email} is not an e-mail address.\n${USAGE}`);
    return 2;
  }
  const service = await createConsoleService({
    database: deps.database,
    secret: deps.secret,
    ...(deps.hashParameters ? { hashParameters: deps.hashParameters } : {}),
  });
  try {
    await service.sealPlainSeeds();
    const created = await service.createOperator(
      { operatorId: null, clientAddress: 'cli' },
      { email, role },
    );
    print(
      `Operator #${created.operator.id} ${created.operator.email} (${created.operator.role}) created.`,
    );
    print(`One-time password: ${created.password}   (changed at the first sign-in)`);
    print(`TOTP secret:       ${created.totpSecret}`);
    print(`otpauth URI:       ${created.otpauthUri}`);
    print(
      'Shown once: add the secret to an authenticator app now, then sign in at /console-api/auth/login.',
    );
    return 0;
  } catch (error) {
    if (error instanceof ConsoleError) {
      print(error.message);
      return 1;
    }
    throw error;
  }
}

async function main(): Promise<number> {
  const { url, dataDir } = databaseFromEnv(process.env);
  const secret = siteSecretFromEnv(process.env);
  const database = await createDatabase({ url, dataDir });
  try {
    await database.migrate();
    await seed(database);
    return await runConsoleCli(process.argv.slice(2), { database, secret });
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
      console.error(`console failed: ${error instanceof Error ? error.message : String(error)}`);
      process.exitCode = 2;
    },
  );
}
