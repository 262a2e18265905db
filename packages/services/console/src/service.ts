// The console service (issue 15): operators, their sign-in and sessions, the audit log. Built
// once at start-up (decision 028) with its database, clock, random source and hasher.
import { randomBytes } from 'node:crypto';
import type { Database } from '@playfield/db';
import type { Role } from '@playfield/domain/console';
import { createPasswordHasher } from '@playfield/identity';
import type { HashParameters, RandomBytes } from '@playfield/identity';
import type { AuditQuery } from '@playfield/protocol/endpoints/console';
import { listAudit } from './audit.ts';
import type { Actor, ConsoleContext } from './context.ts';
import { changePassword, login, logout } from './login.ts';
import type { LoginInput } from './login.ts';
import {
  changeRole,
  createOperator,
  disableOperator,
  listOperators,
  resetTwoFactor,
  sealPlainSeeds,
} from './operators.ts';
import { authenticateOperator } from './sessions.ts';
import { deriveTotpKey } from './totp-seal.ts';
import type { OperatorAuth } from './sessions.ts';

export interface ConsoleDeps {
  database: Pick<Database, 'db'>;
  /** The site's secret (resolveSecret of @playfield/db): the TOTP seeds are sealed under it. */
  secret: string;
  /** Milliseconds since the epoch (default Date.now). */
  now?: () => number;
  random?: RandomBytes;
  hashConcurrency?: number;
  hashParameters?: HashParameters;
  /** The issuer authenticator apps show (default "Playfield console"). */
  issuer?: string;
}

export async function createConsoleService(deps: ConsoleDeps) {
  const ctx: ConsoleContext = {
    db: deps.database.db,
    now: deps.now ?? Date.now,
    random: deps.random ?? ((size) => randomBytes(size)),
    hasher: await createPasswordHasher({
      concurrency: deps.hashConcurrency ?? 1,
      ...(deps.hashParameters ? { parameters: deps.hashParameters } : {}),
    }),
    issuer: deps.issuer ?? 'Playfield console',
    totpKey: deriveTotpKey(deps.secret),
  };
  return {
    login: (input: LoginInput) => login(ctx, input),
    logout: (actor: Actor, auth: OperatorAuth) => logout(ctx, actor, auth),
    changePassword: (actor: Actor, auth: OperatorAuth, input: { current: string; next: string }) =>
      changePassword(ctx, actor, auth, input),
    /** The operator of a console session token (the cookie's value), or null. */
    authenticate: (token: string | null) => authenticateOperator(ctx, token),
    listAudit: (query: AuditQuery) => listAudit(ctx, query),
    listOperators: () => listOperators(ctx),
    createOperator: (actor: Actor, input: { email: string; role: Role }) =>
      createOperator(ctx, actor, input),
    changeRole: (actor: Actor, operatorId: number, role: Role) =>
      changeRole(ctx, actor, operatorId, role),
    disableOperator: (actor: Actor, operatorId: number) => disableOperator(ctx, actor, operatorId),
    resetTwoFactor: (actor: Actor, operatorId: number) => resetTwoFactor(ctx, actor, operatorId),
    /** Seals the seeds an older install stored in clear text; the number sealed. */
    sealPlainSeeds: () => sealPlainSeeds(ctx),
  };
}

export type ConsoleService = Awaited<ReturnType<typeof createConsoleService>>;
