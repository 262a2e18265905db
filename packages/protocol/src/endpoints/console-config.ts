// The console's site configuration (issue 15): every key of spec §3 with its type (a JSON
// Schema of the key's zod schema), current value, where it comes from, and its history; setting
// a key goes through the same write function and validation as `npm run config -- set`.
import { z } from 'zod';
import { defineConsoleEndpoint } from './console.ts';

export const configKeySchema = z.object({
  key: z.string(),
  /** The key's type and validation, as JSON Schema. */
  schema: z.unknown(),
  value: z.unknown(),
  source: z.enum(['database', 'default', 'invalid']),
  updatedAt: z.string().nullable(),
});

export const configHistoryLineSchema = z.object({
  id: z.number().int(),
  key: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  changedBy: z.string(),
  at: z.string(),
});

const keyParams = z.object({ key: z.string().regex(/^[A-Za-z_][A-Za-z0-9_]{0,63}$/) });
const PERMITTED = {
  400: ['invalid_request'],
  401: ['unauthorized'],
  403: ['forbidden', 'password_change_required'],
} as const;

export const consoleConfigListEndpoint = defineConsoleEndpoint({
  id: 'console.config.list',
  method: 'GET',
  path: '/console-api/config',
  summary: 'Every site-config key with its type, validation, current value and source.',
  access: 'anyone',
  permission: 'config.read',
  response: z.object({ items: z.array(configKeySchema) }),
  errors: PERMITTED,
});

export const consoleConfigHistoryEndpoint = defineConsoleEndpoint({
  id: 'console.config.history',
  method: 'GET',
  path: '/console-api/config/:key/history',
  summary: "A key's changes (console and command line), newest first, 50 a page.",
  access: 'anyone',
  permission: 'config.read',
  params: keyParams,
  query: z.object({
    page: z
      .string()
      .regex(/^[1-9]\d{0,5}$/)
      .transform(Number)
      .default(1),
  }),
  response: z.object({ items: z.array(configHistoryLineSchema), total: z.number().int() }),
  errors: { ...PERMITTED, 404: ['unknown_key'] },
});

export const consoleConfigSetEndpoint = defineConsoleEndpoint({
  id: 'console.config.set',
  method: 'POST',
  path: '/console-api/config/:key',
  summary:
    'Sets a key (or a dotted path into it, `path`) after the same validation as the command line; 400 lists every problem.',
  access: 'anyone',
  permission: 'config.write',
  params: keyParams,
  body: z.object({ path: z.string().max(200).optional(), value: z.unknown() }),
  response: z.object({ key: z.string(), value: z.unknown() }),
  errors: { ...PERMITTED, 400: ['invalid_request', 'invalid_value'], 404: ['unknown_key'] },
});
