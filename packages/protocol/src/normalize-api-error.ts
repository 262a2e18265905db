// normalizeApiError without zod: browsers call it on every failed request, and the protocol's
// schemas (zod) are not in a page's first JavaScript (issue 13). The checks are the ones the
// zod schemas of errors.ts made: `errors` an array, JSON:API entries' fields strings or numbers.
import type { ApiError } from './errors.ts';

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

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A string or number field, or absent; anything else makes the entry invalid. */
function stringOrNumber(value: unknown): value is string | number | undefined {
  return value === undefined || typeof value === 'string' || typeof value === 'number';
}

/** One entry of a JSON:API style `errors` array, or null when it is not one. */
function jsonApiEntry(entry: unknown): {
  detail?: string;
  title?: string;
  code?: string | number;
  status?: string | number;
} | null {
  if (!isRecord(entry)) return null;
  const { detail, title, code, status } = entry;
  if (detail !== undefined && typeof detail !== 'string') return null;
  if (title !== undefined && typeof title !== 'string') return null;
  if (!stringOrNumber(code) || !stringOrNumber(status)) return null;
  // Numbers as zod's z.number() took them: finite only.
  if (typeof code === 'number' && !Number.isFinite(code)) return null;
  if (typeof status === 'number' && !Number.isFinite(status)) return null;
  return { detail, title, code, status };
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
  const loose =
    isRecord(body) && (body.errors === undefined || Array.isArray(body.errors)) ? body : null;
  let message: string | undefined;
  let code = validCode(loose?.code);
  let status = validStatus(loose?.status);

  const errors = loose?.errors as unknown[] | undefined;
  if (errors && errors.length > 0) {
    const details: string[] = [];
    for (const entry of errors) {
      const item = jsonApiEntry(entry);
      if (!item) continue;
      const text = item.detail ?? item.title;
      if (text) details.push(text);
      code ??= item.code;
      status ??= validStatus(item.status);
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
