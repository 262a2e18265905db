// The operator console's API (issue 15, decision 035): typed definitions like the player APIs'
// (decision 031), each declaring the permission it needs (`@playfield/domain/console`). The
// console's mount checks the operator session and the permission before anything else:
// anonymous → 401, signed in without the permission → 403. `GET /console-api/openapi.json`
// describes exactly these definitions.
import { z } from 'zod';
import {
  CONSOLE_API_PREFIX,
  CONSOLE_SESSION_COOKIE,
  PERMISSIONS,
  ROLES,
} from '@playfield/domain/console';
import type { ConsoleAccess } from '@playfield/domain/console';
import { defineEndpoint, openApiDocument, openApiPath } from '../endpoint.ts';
import type { Endpoint } from '../endpoint.ts';

/** A console endpoint: a typed definition and what the caller must hold. */
export interface ConsoleEndpoint extends Endpoint {
  /** A permission, `signed-in` (any operator) or `public` (the sign-in itself). */
  permission: ConsoleAccess | 'public';
}

/** Declares a console endpoint (its path under `/console-api`), keeping its exact types. */
export function defineConsoleEndpoint<const E extends ConsoleEndpoint>(endpoint: E): E {
  if (!endpoint.path.startsWith(`${CONSOLE_API_PREFIX}/`)) {
    throw new Error(`${endpoint.id}: a console path starts with ${CONSOLE_API_PREFIX}/`);
  }
  return defineEndpoint(endpoint);
}

export const roleSchema = z.enum(ROLES);
export const permissionSchema = z.enum(PERMISSIONS);

const email = z.string().trim().toLowerCase().max(254).pipe(z.email());

/** The signed-in operator (never the password hash or the TOTP seed). */
export const consoleMeSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  role: roleSchema,
  permissions: z.array(permissionSchema),
  mustChangePassword: z.boolean(),
});
export type ConsoleMe = z.infer<typeof consoleMeSchema>;

/** An operator as the console lists it. */
export const operatorViewSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  role: roleSchema,
  mustChangePassword: z.boolean(),
  locked: z.boolean(),
  createdAt: z.string(),
  disabledAt: z.string().nullable(),
});
export type OperatorView = z.infer<typeof operatorViewSchema>;

/** Shown once: the new operator's one-time password and TOTP seed. */
export const operatorCredentialsSchema = z.object({
  operator: operatorViewSchema,
  password: z.string(),
  totpSecret: z.string(),
  otpauthUri: z.string(),
});

/** A new TOTP seed, shown once. */
export const operatorTwoFactorSchema = z.object({
  operator: operatorViewSchema,
  totpSecret: z.string(),
  otpauthUri: z.string(),
});

const ok = z.object({ ok: z.literal(true) });
const operatorParams = z.object({
  operatorId: z
    .string()
    .regex(/^[1-9]\d{0,15}$/)
    .transform(Number),
});

/** One line of the audit log. */
export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  operatorId: z.number().int().nullable(),
  action: z.string(),
  object: z.object({ type: z.string(), id: z.string() }),
  before: z.unknown(),
  after: z.unknown(),
  clientAddress: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const AUDIT_PAGE_SIZE = 50;

const instant = z
  .string()
  .max(40)
  .pipe(z.iso.datetime({ offset: true }));
const filterText = z.string().trim().min(1).max(100);

export const auditQuerySchema = z.object({
  page: z
    .string()
    .regex(/^[1-9]\d{0,5}$/)
    .transform(Number)
    .default(1),
  operatorId: z
    .string()
    .regex(/^[1-9]\d{0,15}$/)
    .transform(Number)
    .optional(),
  action: filterText.optional(),
  objectType: filterText.optional(),
  from: instant.optional(),
  to: instant.optional(),
});
export type AuditQuery = z.output<typeof auditQuerySchema>;

const UNAUTHORIZED = { 401: ['unauthorized'] } as const;
const SIGNED_IN = { 401: ['unauthorized'], 403: ['password_change_required'] } as const;
const PERMITTED = {
  400: ['invalid_request'],
  401: ['unauthorized'],
  403: ['forbidden', 'password_change_required'],
} as const;

export const consoleLoginEndpoint = defineConsoleEndpoint({
  id: 'console.auth.login',
  method: 'POST',
  path: '/console-api/auth/login',
  summary:
    'Operator sign-in with e-mail, password and the TOTP code; sets the console session cookie.',
  access: 'anyone',
  permission: 'public',
  body: z.object({
    email: z.string().max(254),
    password: z.string().max(256),
    code: z.string().max(16),
  }),
  response: consoleMeSchema,
  errors: { 400: ['invalid_request'], 401: ['invalid_credentials'], 429: ['rate_limited'] },
});

export const consoleLogoutEndpoint = defineConsoleEndpoint({
  id: 'console.auth.logout',
  method: 'POST',
  path: '/console-api/auth/logout',
  summary: 'Ends the console session.',
  access: 'anyone',
  permission: 'signed-in',
  response: ok,
  errors: UNAUTHORIZED,
});

export const consoleMeEndpoint = defineConsoleEndpoint({
  id: 'console.auth.me',
  method: 'GET',
  path: '/console-api/auth/me',
  summary: 'The signed-in operator: id, e-mail, role and permissions.',
  access: 'anyone',
  permission: 'signed-in',
  response: consoleMeSchema,
  errors: UNAUTHORIZED,
});

export const consolePasswordEndpoint = defineConsoleEndpoint({
  id: 'console.auth.password',
  method: 'POST',
  path: '/console-api/auth/password',
  summary: "Changes the operator's own password (required after a one-time password).",
  access: 'anyone',
  permission: 'signed-in',
  body: z.object({ current: z.string().max(256), next: z.string().max(256) }),
  response: ok,
  errors: { 400: ['invalid_request', 'weak_password'], 401: ['unauthorized', 'wrong_password'] },
});

export const consoleOpenApiEndpoint = defineConsoleEndpoint({
  id: 'console.openapi',
  method: 'GET',
  path: '/console-api/openapi.json',
  summary: "The console API's OpenAPI 3.1 description.",
  access: 'anyone',
  permission: 'signed-in',
  response: z.record(z.string(), z.unknown()),
  errors: SIGNED_IN,
});

export const consoleAuditEndpoint = defineConsoleEndpoint({
  id: 'console.audit.list',
  method: 'GET',
  path: '/console-api/audit',
  summary: 'The audit log, newest first, 50 a page, with filters.',
  access: 'anyone',
  permission: 'audit.read',
  query: auditQuerySchema,
  response: z.object({ items: z.array(auditEntrySchema), total: z.number().int() }),
  errors: PERMITTED,
});

export const consoleOperatorsEndpoint = defineConsoleEndpoint({
  id: 'console.operators.list',
  method: 'GET',
  path: '/console-api/operators',
  summary: 'Every operator.',
  access: 'anyone',
  permission: 'operators.manage',
  response: z.object({ items: z.array(operatorViewSchema) }),
  errors: PERMITTED,
});

export const consoleOperatorCreateEndpoint = defineConsoleEndpoint({
  id: 'console.operators.create',
  method: 'POST',
  path: '/console-api/operators',
  summary: 'Creates an operator; answers its one-time password and TOTP seed, once.',
  access: 'anyone',
  permission: 'operators.manage',
  body: z.object({ email, role: roleSchema }),
  response: operatorCredentialsSchema,
  status: 201,
  errors: { ...PERMITTED, 409: ['operator_exists'] },
});

const OPERATOR_CHANGE = {
  ...PERMITTED,
  404: ['operator_not_found'],
  409: ['own_account'],
} as const;

export const consoleOperatorRoleEndpoint = defineConsoleEndpoint({
  id: 'console.operators.role',
  method: 'POST',
  path: '/console-api/operators/:operatorId/role',
  summary: "Changes an operator's role (ends their sessions).",
  access: 'anyone',
  permission: 'operators.manage',
  params: operatorParams,
  body: z.object({ role: roleSchema }),
  response: operatorViewSchema,
  errors: OPERATOR_CHANGE,
});

export const consoleOperatorDisableEndpoint = defineConsoleEndpoint({
  id: 'console.operators.disable',
  method: 'POST',
  path: '/console-api/operators/:operatorId/disable',
  summary: 'Disables an operator and ends their sessions.',
  access: 'anyone',
  permission: 'operators.manage',
  params: operatorParams,
  response: operatorViewSchema,
  errors: OPERATOR_CHANGE,
});

export const consoleOperatorResetTwoFactorEndpoint = defineConsoleEndpoint({
  id: 'console.operators.reset-2fa',
  method: 'POST',
  path: '/console-api/operators/:operatorId/reset-2fa',
  summary: 'Gives an operator a new TOTP seed (shown once) and ends their sessions.',
  access: 'anyone',
  permission: 'operators.manage',
  params: operatorParams,
  response: operatorTwoFactorSchema,
  errors: OPERATOR_CHANGE,
});

/** The OpenAPI 3.1 description of console endpoints, with each one's permission. */
export function consoleOpenApiDocument(
  endpoints: readonly ConsoleEndpoint[],
): Record<string, unknown> {
  const document = openApiDocument(endpoints, {
    title: 'Playfield operator console API',
    version: '1',
    description:
      'Signed-in operators only (the console session cookie). Each operation names its permission in x-permission.',
  }) as { paths: Record<string, Record<string, Record<string, unknown>>> };
  for (const endpoint of endpoints) {
    const path = document.paths[openApiPath(endpoint.path)];
    const operation = path?.[endpoint.method.toLowerCase()];
    if (!operation) continue;
    operation['x-permission'] = endpoint.permission;
    if (endpoint.permission !== 'public') operation.security = [{ consoleSession: [] }];
  }
  return {
    ...document,
    components: {
      securitySchemes: {
        consoleSession: { type: 'apiKey', in: 'cookie', name: CONSOLE_SESSION_COOKIE },
      },
    },
  };
}
