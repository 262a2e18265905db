// The console context on a real database (PGlite, or PostgreSQL with TEST_DATABASE_URL): sign-in
// with TOTP, the same 401 for every refusal, lockout, the idle timeout on an injected clock,
// the audit log append-only in SQL, and every console write in it with before and after.
import { eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sqlState } from '@playfield/db';
import type { Database } from '@playfield/db';
import { operators } from '@playfield/db/console';
import { createTestDatabase } from '@playfield/db/testing';
import type { HttpEnv } from '@playfield/protocol/http-context';
import { consoleRoutes } from './routes.ts';
import type { ConsoleService } from './service.ts';
import { cookieOf, createTestConsole, signInOperator, totpCode } from './testing/index.ts';

const START = Date.parse('2026-11-26T10:00:00Z');
let now = START;
let database: Database;
let service: ConsoleService;
let app: Hono<HttpEnv>;

const post = (path: string, body: unknown, cookie?: string) =>
  app.request(`http://localhost/console-api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
const get = (path: string, cookie?: string) =>
  app.request(`http://localhost/console-api${path}`, cookie ? { headers: { cookie } } : {});

beforeAll(async () => {
  database = await createTestDatabase();
  service = await createTestConsole(database, () => now);
  app = new Hono<HttpEnv>();
  app.use(async (c, next) => {
    c.set('clientIp', '203.0.113.9');
    await next();
  });
  app.route('/console-api', consoleRoutes(service, { secureCookies: true }).routes);
});
afterAll(async () => {
  await database.close();
});
beforeEach(() => {
  now += 10 * 60_000;
});

async function newOperator(role: 'admin' | 'support' = 'support') {
  const email = `op-${Math.random().toString(36).slice(2, 9)}@console.test`;
  const created = await service.createOperator(
    { operatorId: null, clientAddress: null },
    { email, role },
  );
  return { email, ...created };
}

describe('console sign-in', () => {
  it('opens a session with the right code: an httpOnly, strict, secure console cookie', async () => {
    const op = await newOperator();
    const response = await post('/auth/login', {
      email: op.email.toUpperCase(),
      password: op.password,
      code: totpCode(op.totpSecret, now),
    });
    expect(response.status).toBe(200);
    const setCookie = response.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/^pf_console=[\w-]{20,};/);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Strict');
    expect(setCookie).toContain('Secure');
    expect(await response.json()).toMatchObject({
      id: op.operator.id,
      role: 'support',
      mustChangePassword: true,
      permissions: expect.arrayContaining(['players.read']),
    });
    const me = await get('/auth/me', cookieOf(response));
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ email: op.email });
  });

  it('answers the same 401 for an unknown e-mail, a wrong password, a wrong code and a reused code', async () => {
    const op = await newOperator();
    const code = totpCode(op.totpSecret, now);
    const wrongCode = code === '000000' ? '111111' : '000000';
    const answers = [
      await post('/auth/login', { email: 'nobody@console.test', password: op.password, code }),
      await post('/auth/login', { email: op.email, password: 'not the password', code }),
      await post('/auth/login', { email: op.email, password: op.password, code: wrongCode }),
    ];
    expect(
      (await post('/auth/login', { email: op.email, password: op.password, code })).status,
    ).toBe(200);
    answers.push(await post('/auth/login', { email: op.email, password: op.password, code }));
    const bodies = await Promise.all(answers.map((r) => r.json()));
    expect(answers.map((r) => r.status)).toEqual([401, 401, 401, 401]);
    for (const body of bodies) expect(body).toEqual(bodies[0]);
    expect(bodies[0]).toMatchObject({ code: 'invalid_credentials' });
  });

  it('locks the account after five failures, even for the right secrets, then lets it in again', async () => {
    const op = await newOperator();
    for (let i = 0; i < 5; i++) {
      expect(
        (await post('/auth/login', { email: op.email, password: 'wrong', code: '123456' })).status,
      ).toBe(401);
    }
    const right = () => ({
      email: op.email,
      password: op.password,
      code: totpCode(op.totpSecret, now),
    });
    expect((await post('/auth/login', right())).status).toBe(401);
    now += 16 * 60_000;
    expect((await post('/auth/login', right())).status).toBe(200);
  });

  it('ends a session after 15 idle minutes, and keeps it while used', async () => {
    const op = await signInOperator(app, service, 'support', { timeMs: now });
    now += 14 * 60_000;
    expect((await get('/auth/me', op.cookie)).status).toBe(200);
    now += 14 * 60_000;
    expect((await get('/auth/me', op.cookie)).status).toBe(200);
    now += 16 * 60_000;
    expect((await get('/auth/me', op.cookie)).status).toBe(401);
  });

  it('ends a session 8 hours after the sign-in however busy', async () => {
    const op = await signInOperator(app, service, 'support', { timeMs: now });
    for (let hour = 0; hour < 8 * 6 - 1; hour++) {
      now += 10 * 60_000;
      expect((await get('/auth/me', op.cookie)).status).toBe(200);
    }
    now += 10 * 60_000;
    expect((await get('/auth/me', op.cookie)).status).toBe(401);
  });

  it('signs out', async () => {
    const op = await signInOperator(app, service, 'support', { timeMs: now });
    const out = await post('/auth/logout', {}, op.cookie);
    expect(out.status).toBe(200);
    expect(out.headers.get('set-cookie')).toContain('Max-Age=0');
    expect((await get('/auth/me', op.cookie)).status).toBe(401);
  });

  it('holds a new operator at the password change, and checks the new password', async () => {
    const op = await signInOperator(app, service, 'admin', { timeMs: now, changePassword: false });
    const held = await get('/operators', op.cookie);
    expect(held.status).toBe(403);
    expect(await held.json()).toMatchObject({ code: 'password_change_required' });
    expect(
      (await post('/auth/password', { current: 'wrong', next: 'a long new phrase 42' }, op.cookie))
        .status,
    ).toBe(401);
    expect(
      (await post('/auth/password', { current: op.password, next: 'password' }, op.cookie)).status,
    ).toBe(400);
    expect(
      (
        await post(
          '/auth/password',
          { current: op.password, next: 'a long new phrase 42' },
          op.cookie,
        )
      ).status,
    ).toBe(200);
    expect((await get('/operators', op.cookie)).status).toBe(200);
  });
});

/** The database's refusal of a statement: its SQLSTATE and message (drizzle wraps the error). */
async function refusal(statement: ReturnType<typeof sql>): Promise<string> {
  try {
    await database.db.execute(statement);
  } catch (error) {
    const cause = (error as { cause?: { message?: string } }).cause;
    return `${sqlState(error) ?? ''} ${cause?.message ?? String(error)}`;
  }
  return 'accepted';
}

describe('the TOTP seed at rest (decision 035)', () => {
  const stored = async (operatorId: number) => {
    const [row] = await database.db
      .select({ totpSecret: operators.totpSecret })
      .from(operators)
      .where(eq(operators.id, operatorId));
    return row?.totpSecret ?? '';
  };
  const signIn = (op: Awaited<ReturnType<typeof newOperator>>) =>
    post('/auth/login', {
      email: op.email,
      password: op.password,
      code: totpCode(op.totpSecret, now),
    });

  it('is sealed in the table, and the seed the service gave signs in', async () => {
    const op = await newOperator();
    const value = await stored(op.operator.id);
    expect(value).toMatch(/^v1:[A-Za-z0-9_-]{16}:[A-Za-z0-9_-]{22}:[A-Za-z0-9_-]+$/);
    expect(value).not.toMatch(/^[A-Z2-7]+=*$/);
    expect(value).not.toContain(op.totpSecret);
    expect((await signIn(op)).status).toBe(200);
  });

  it('reads a plain seed of an older install, and seals it at the sign-in', async () => {
    const op = await newOperator();
    await database.db
      .update(operators)
      .set({ totpSecret: op.totpSecret })
      .where(eq(operators.id, op.operator.id));
    expect((await signIn(op)).status).toBe(200);
    const value = await stored(op.operator.id);
    expect(value).toMatch(/^v1:/);
    now += 60_000;
    expect((await signIn(op)).status).toBe(200);
  });

  it('seals the plain seeds in the one-off step at start', async () => {
    const op = await newOperator();
    await database.db
      .update(operators)
      .set({ totpSecret: op.totpSecret })
      .where(eq(operators.id, op.operator.id));
    expect(await service.sealPlainSeeds()).toBeGreaterThanOrEqual(1);
    expect(await stored(op.operator.id)).toMatch(/^v1:/);
    expect(await service.sealPlainSeeds()).toBe(0);
    expect((await signIn(op)).status).toBe(200);
  });
});

describe('the audit log', () => {
  it('refuses UPDATE, DELETE and TRUNCATE in SQL', async () => {
    await newOperator();
    const [row] = (
      await database.db.execute<{ id: number }>(sql`select id from operator_audit limit 1`)
    ).rows;
    expect(row).toBeDefined();
    expect(
      await refusal(sql`update operator_audit set action = 'x' where id = ${row?.id}`),
    ).toMatch(/append-only/);
    expect(await refusal(sql`delete from operator_audit where id = ${row?.id}`)).toMatch(
      /append-only/,
    );
    expect(await refusal(sql`truncate operator_audit`)).toMatch(/append-only/);
  });

  it('records every operator change with before, after and the client address', async () => {
    const admin = await signInOperator(app, service, 'admin', { timeMs: now });
    const created = await post(
      '/operators',
      { email: 'Trader.One@console.test', role: 'trader' },
      admin.cookie,
    );
    expect(created.status).toBe(201);
    const credentials = (await created.json()) as {
      operator: { id: number };
      password: string;
      totpSecret: string;
      otpauthUri: string;
    };
    expect(credentials.otpauthUri).toMatch(/^otpauth:\/\/totp\//);
    const id = credentials.operator.id;
    expect((await post(`/operators/${id}/role`, { role: 'risk' }, admin.cookie)).status).toBe(200);
    expect((await post(`/operators/${id}/reset-2fa`, {}, admin.cookie)).status).toBe(200);
    expect((await post(`/operators/${id}/disable`, {}, admin.cookie)).status).toBe(200);
    expect((await post(`/operators/${admin.id}/disable`, {}, admin.cookie)).status).toBe(409);
    expect(
      (await post('/operators', { email: 'trader.one@console.test', role: 'trader' }, admin.cookie))
        .status,
    ).toBe(409);

    const log = await get(`/audit?operatorId=${admin.id}&objectType=operator`, admin.cookie);
    expect(log.status).toBe(200);
    const { items, total } = (await log.json()) as {
      items: {
        action: string;
        object: { id: string };
        before: unknown;
        after: unknown;
        clientAddress: string;
      }[];
      total: number;
    };
    const mine = items.filter((item) => item.object.id === String(id));
    expect(mine.map((item) => item.action)).toEqual([
      'operator.disable',
      'operator.reset-2fa',
      'operator.role',
      'operator.create',
    ]);
    expect(mine.find((i) => i.action === 'operator.role')).toMatchObject({
      before: { role: 'trader' },
      after: { role: 'risk' },
      clientAddress: '203.0.113.9',
    });
    expect(mine.find((i) => i.action === 'operator.create')).toMatchObject({
      before: null,
      after: { email: 'trader.one@console.test' },
    });
    expect(mine.find((i) => i.action === 'operator.disable')?.after).toMatchObject({
      disabledAt: expect.any(String),
    });
    expect(total).toBeGreaterThanOrEqual(mine.length + 1);
    expect(JSON.stringify(items)).not.toContain(credentials.totpSecret);
    expect(JSON.stringify(items)).not.toContain(credentials.password);
  });

  it('pages in SQL and filters by action and time', async () => {
    const admin = await signInOperator(app, service, 'admin', { timeMs: now });
    const from = new Date(now).toISOString();
    for (let i = 0; i < 3; i++) {
      await post(
        '/operators',
        { email: `paged-${i}-${now}@console.test`, role: 'content' },
        admin.cookie,
      );
    }
    const page = await get(
      `/audit?action=operator.create&from=${encodeURIComponent(from)}&operatorId=${admin.id}`,
      admin.cookie,
    );
    const body = (await page.json()) as { items: unknown[]; total: number };
    expect(body.total).toBe(3);
    expect(body.items).toHaveLength(3);
    const far = await get(`/audit?page=99&action=operator.create`, admin.cookie);
    expect(((await far.json()) as { items: unknown[] }).items).toEqual([]);
    expect((await get('/audit?page=0', admin.cookie)).status).toBe(400);
  });
});
