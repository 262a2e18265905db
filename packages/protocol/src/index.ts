// The public entry of @playfield/protocol. Named exports only; one line per module.
export type { PlayfieldLoadContext, ShellContext } from './load-context.ts';
export type { PublicSiteConfig } from './site-config.ts';
export { apiError, apiErrorSchema, normalizeApiError } from './errors.ts';
export type { ApiError } from './errors.ts';
