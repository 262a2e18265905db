// Test helpers of the console (decision 029: tests only): an operator of a role, signed in
// through the HTTP API with a real TOTP code and past the first password change.
import type { Database } from '@playfield/db';
import type { Role } from '@playfield/domain/console';
import { base32Decode, totp } from '@playfield/identity';
import { createConsoleService } from '../service.ts';
import type { ConsoleService } from '../service.ts';

/** The part of a Hono app the helpers call. */
export interface RequestTarget {
  request(input: string, init?: RequestInit): Response | Promise<Response>;
}

/** The current TOTP code of a base32 seed (at `timeMs`, default now). */
export function totpCode(secret: string, timeMs: number = Date.now()): string {
  return totp(base32Decode(secret), timeMs);
}

/** The site secret of the test consoles (the CLI test passes it too, to share their key). */
export const TEST_CONSOLE_SECRET = 'console tests site secret, thirty-two characters or more';

/** A console service on `database` for the test's own operators (cheap hashing). */
export function createTestConsole(
  database: Pick<Database, 'db'>,
  now?: () => number,
): Promise<ConsoleService> {
  return createConsoleService({
    database,
    secret: TEST_CONSOLE_SECRET,
    ...(now ? { now } : {}),
    hashParameters: { memoryCost: 1024, timeCost: 1, parallelism: 1 },
  });
}

export interface SignedInOperator {
  id: number;
  email: string;
  role: Role;
  /** The `Cookie` header of its console session. */
  cookie: string;
  password: string;
  totpSecret: string;
}

const NEW_PASSWORD = 'console tests pass phrase 7';

export function cookieOf(response: Response): string {
  const set = response.headers.get('set-cookie') ?? '';
  const pair = set.split(';')[0] ?? '';
  if (!pair.includes('=')) throw new Error(`no cookie set (status ${response.status})`);
  return pair;
}

/** Creates an operator of `role` and signs it in; the first password is changed. */
export async function signInOperator(
  app: RequestTarget,
  service: ConsoleService,
  role: Role,
  options: { email?: string; timeMs?: number; changePassword?: boolean } = {},
): Promise<SignedInOperator> {
  const email = options.email ?? `${role}-${Math.random().toString(36).slice(2, 10)}@console.test`;
  const created = await service.createOperator(
    { operatorId: null, clientAddress: null },
    { email, role },
  );
  const login = await app.request('http://localhost/console-api/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email,
      password: created.password,
      code: totpCode(created.totpSecret, options.timeMs),
    }),
  });
  if (login.status !== 200) throw new Error(`console login answered ${login.status}`);
  const cookie = cookieOf(login);
  let password = created.password;
  if (options.changePassword !== false) {
    const changed = await app.request('http://localhost/console-api/auth/password', {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ current: created.password, next: NEW_PASSWORD }),
    });
    if (changed.status !== 200) throw new Error(`password change answered ${changed.status}`);
    password = NEW_PASSWORD;
  }
  return { id: created.operator.id, email, role, cookie, password, totpSecret: created.totpSecret };
}
