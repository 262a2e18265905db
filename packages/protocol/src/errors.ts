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

// In a module of its own without zod: with the package free of side effects, a browser that
// only normalises errors loads none of the schemas (issue 13).
export { normalizeApiError } from './normalize-api-error.ts';
