// Server-only: the sportsbook APIs called in-process through the load context with the typed
// client (decision 031: the same validation, language and errors the browser gets). A 404 of
// the API is the page's 404; any other refusal is an error the page may show honestly instead
// of a broken render.
import { callEndpoint, EndpointError } from '@playfield/protocol/api-client';
import type { Endpoint, EndpointInput, EndpointResponse } from '@playfield/protocol/endpoint';
import type { ShellContext } from '@playfield/protocol/load-context';
import { data } from 'react-router';

type Shell = Pick<ShellContext, 'api'>;

/** Calls a sportsbook endpoint in-process in `lng`: its parsed answer, or the EndpointError. */
export function callSportsbook<E extends Endpoint>(
  shell: Shell,
  endpoint: E,
  input: EndpointInput<E>,
  lng: string,
): Promise<EndpointResponse<E>> {
  return callEndpoint((url, init) => shell.api(url, init), endpoint, input, { lng });
}

/** The API answered, but not with what the page needs (a 4xx other than 404, or a 5xx). */
export class SportsbookApiError extends Error {
  readonly status: number;
  constructor(status: number) {
    super(`sportsbook API answered ${status}`);
    this.status = status;
  }
}

/**
 * Calls `endpoint`: its parsed answer, or what `refused` makes of the API's refusal (any other
 * fault propagates).
 */
export async function callSportsbookOr<E extends Endpoint, R>(
  shell: Shell,
  endpoint: E,
  input: EndpointInput<E>,
  lng: string,
  refused: (error: EndpointError) => R,
): Promise<EndpointResponse<E> | R> {
  try {
    return await callSportsbook(shell, endpoint, input, lng);
  } catch (error) {
    if (!(error instanceof EndpointError)) throw error;
    return refused(error);
  }
}

/** Calls `endpoint` and answers its parsed body; throws the page's 404 when the API says 404. */
export function getSportsbook<E extends Endpoint>(
  shell: Shell,
  endpoint: E,
  input: EndpointInput<E>,
  lng: string,
): Promise<EndpointResponse<E>> {
  return callSportsbookOr(shell, endpoint, input, lng, (error): never => {
    if (error.status === 404) throw data(null, { status: 404 });
    throw new SportsbookApiError(error.status);
  });
}

/** Like getSportsbook, but null instead of a thrown 404 or refusal (for a page's side parts). */
export function getSportsbookOrNull<E extends Endpoint>(
  shell: Shell,
  endpoint: E,
  input: EndpointInput<E>,
  lng: string,
): Promise<EndpointResponse<E> | null> {
  return callSportsbookOr(shell, endpoint, input, lng, () => null);
}

/** A positive id from a route parameter that may carry a slug after it ("501-lions-tigers"). */
export function idFromParam(param: string | undefined): number | null {
  const match = /^(\d{1,10})(?:-.*)?$/.exec(param ?? '');
  const id = match ? Number(match[1]) : NaN;
  return Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
}
