// The console pages' one way to the console API (issue 15): the typed client over `fetch`
// with the console cookie (same origin), in the browser only. The operator session is never
// read while rendering on the server: the shell renders, then these calls fill it in.
import { callEndpoint, EndpointError } from '@playfield/protocol/api-client';
import type { Endpoint, EndpointInput, EndpointResponse } from '@playfield/protocol/endpoint';
import type { MessageKey } from '@playfield/i18n';

export { EndpointError };

export interface ConsoleCallOptions {
  idempotencyKey?: string;
  signal?: AbortSignal;
  lng?: string;
}

/** The server could not be reached (or answered something that is not the definition's). */
export class ConsoleNetworkError extends Error {
  constructor(cause: unknown) {
    super('console API unreachable', { cause });
    this.name = 'ConsoleNetworkError';
  }
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/** Calls a console endpoint; refusals throw EndpointError, faults ConsoleNetworkError. */
export async function callConsole<E extends Endpoint>(
  endpoint: E,
  input: EndpointInput<E>,
  options: ConsoleCallOptions = {},
): Promise<EndpointResponse<E>> {
  try {
    return await callEndpoint(
      (url, init) => fetch(url, { ...init, credentials: 'same-origin' }),
      endpoint,
      input,
      options,
    );
  } catch (error) {
    if (error instanceof EndpointError || isAbort(error)) throw error;
    throw new ConsoleNetworkError(error);
  }
}

/** The catalog key for a refusal's code, when the console words it itself. */
const CODE_MESSAGES: Readonly<Record<string, MessageKey>> = {
  invalid_credentials: 'console_login_invalid',
  rate_limited: 'console_login_rate_limited',
  forbidden: 'console_error_forbidden',
  weak_password: 'console_password_weak',
  wrong_password: 'console_password_wrong',
  operator_exists: 'console_operators_exists',
  own_account: 'console_operators_own',
  game_not_found: 'console_game_not_found',
  result_not_applicable: 'console_result_not_applicable',
  result_not_found: 'console_result_not_found',
};

/** What to tell the operator about a failed call: a catalog key, or the server's own words. */
export function describeFailure(error: unknown): { key: MessageKey } | { text: string } {
  if (error instanceof EndpointError) {
    const key = typeof error.code === 'string' ? CODE_MESSAGES[error.code] : undefined;
    if (key) return { key };
    if (error.status === 400 && error.message) return { text: error.message };
    return { key: 'console_error_generic' };
  }
  if (error instanceof ConsoleNetworkError) return { key: 'console_error_network' };
  return { key: 'console_error_generic' };
}
