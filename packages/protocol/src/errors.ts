import { z } from 'zod';

/**
 * The error body every Playfield HTTP API answers with (spec §8): a human-readable `message`,
 * the HTTP `status`, and an optional machine-readable `code` (string or number, as the
 * upstream services of the spec use both).
 */
export const apiErrorSchema = z.object({
  message: z.string(),
  status: z.number().int().min(100).max(599),
  code: z.union([z.string(), z.number()]).optional(),
  /** Betting refusals about particular legs: the outcome ids of those legs. */
  outcomeIds: z.array(z.number()).optional(),
});

/** The error shape of spec §8. */
export type ApiError = z.infer<typeof apiErrorSchema>;

/** Builds an {@link ApiError}; `code` is left out when absent so bodies stay minimal. */
export function apiError(status: number, message: string, code?: string | number): ApiError {
  return code === undefined ? { message, status } : { message, status, code };
}

/** One entry of a JSON:API style `errors` array. */
const jsonApiErrorSchema = z.object({
  detail: z.string().optional(),
  title: z.string().optional(),
  code: z.union([z.string(), z.number()]).optional(),
  status: z.union([z.string(), z.number()]).optional(),
});

const looseErrorSchema = z.object({
  message: z.unknown().optional(),
  status: z.unknown().optional(),
  code: z.unknown().optional(),
  errors: z.array(z.unknown()).optional(),
});

const DEFAULT_STATUS = 500;

function validStatus(value: unknown): number | undefined {
  const n = typeof value === 'string' && /^\d{3}$/.test(value) ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n >= 100 && n <= 599 ? n : undefined;
}

function validCode(value: unknown): string | number | undefined {
  return typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value))
    ? value
    : undefined;
}

function textOf(body: unknown): string {
  if (typeof body === 'string') return body;
  if (body === undefined) return '';
  try {
    return JSON.stringify(body) ?? '';
  } catch {
    return String(body);
  }
}

/**
 * Normalises any error body a client receives into an {@link ApiError} (spec §8):
 * - JSON:API `errors: [{ detail }]` → the details (or titles) joined by newlines;
 * - otherwise a string `message` is used as it is;
 * - otherwise the message falls back to the body's JSON text (or the text itself);
 * - `status` is the body's own status, else the HTTP status, else 500.
 *
 * @param body the parsed JSON body (or the raw text when it was not JSON)
 * @param httpStatus the HTTP status of the response, when there was one
 */
export function normalizeApiError(body: unknown, httpStatus?: number): ApiError {
  const parsed = looseErrorSchema.safeParse(body);
  const loose = parsed.success && typeof body === 'object' && body !== null ? parsed.data : null;
  let message: string | undefined;
  let code = validCode(loose?.code);
  let status = validStatus(loose?.status);

  if (loose?.errors && loose.errors.length > 0) {
    const details: string[] = [];
    for (const entry of loose.errors) {
      const item = jsonApiErrorSchema.safeParse(entry);
      if (!item.success) continue;
      const text = item.data.detail ?? item.data.title;
      if (text) details.push(text);
      code ??= item.data.code;
      status ??= validStatus(item.data.status);
    }
    if (details.length > 0) message = details.join('\n');
  }
  if (message === undefined && typeof loose?.message === 'string' && loose.message !== '') {
    message = loose.message;
  }
  message ??= textOf(body);

  const result: ApiError = {
    message,
    status: status ?? validStatus(httpStatus) ?? DEFAULT_STATUS,
  };
  if (code !== undefined) result.code = code;
  return result;
}
