import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@playfield/db';
import { operators } from '@playfield/db/console';
import { createTestDatabase } from '@playfield/db/testing';
import { TEST_CONSOLE_SECRET, createTestConsole, totpCode } from '../testing/index.ts';
import { runConsoleCli } from './console.ts';

let database: Database;
const cheap = { memoryCost: 1024, timeCost: 1, parallelism: 1 };

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

async function run(args: string[]) {
  const lines: string[] = [];
  const code = await runConsoleCli(args, {
    database,
    secret: TEST_CONSOLE_SECRET,
    print: (l) => lines.push(l),
    hashParameters: cheap,
  });
  return { code, text: lines.join('\n') };
}

describe('npm run console -- operator add', () => {
  it('creates an operator and prints its one-time password, TOTP secret and otpauth URI, which sign in', async () => {
    const { code, text } = await run(['operator', 'add', 'First.Admin@Site.test', 'admin']);
    expect(code).toBe(0);
    const password = /One-time password: (\S+)/.exec(text)?.[1] ?? '';
    const secret = /TOTP secret:\s+([A-Z2-7]+)/.exec(text)?.[1] ?? '';
    expect(text).toMatch(/otpauth:\/\/totp\/.+secret=/);
    expect(text).toContain('first.admin@site.test (admin)');
    // At rest the seed is sealed (decision 035): not the printed base32 seed, not base32 at all.
    const [stored] = await database.db
      .select({ totpSecret: operators.totpSecret })
      .from(operators)
      .where(eq(operators.email, 'first.admin@site.test'));
    expect(stored?.totpSecret).toMatch(/^v1:[A-Za-z0-9_-]+:[A-Za-z0-9_-]+:[A-Za-z0-9_-]+$/);
    expect(stored?.totpSecret).not.toMatch(/^[A-Z2-7]+=*$/);
    expect(stored?.totpSecret).not.toContain(secret);
    const service = await createTestConsole(database);
    const signedIn = await service.login({
      email: 'first.admin@site.test',
      password,
      code: totpCode(secret),
      clientIp: null,
      userAgent: null,
    });
    expect(signedIn.auth).toMatchObject({ role: 'admin', mustChangePassword: true });
    const log = await service.listAudit({ page: 1, action: 'operator.create' });
    expect(log.items[0]).toMatchObject({
      operatorId: null,
      clientAddress: 'cli',
      after: { role: 'admin' },
    });
  });

  it('refuses an existing e-mail, an unknown role and a bad address', async () => {
    await run(['operator', 'add', 'twice@site.test', 'support']);
    expect((await run(['operator', 'add', 'twice@site.test', 'support'])).code).toBe(1);
    expect((await run(['operator', 'add', 'x@site.test', 'root'])).code).toBe(2);
    expect((await run(['operator', 'add', 'not-an-address', 'support'])).code).toBe(2);
    expect((await run(['operator', 'list'])).text).toContain('usage');
  });
});
