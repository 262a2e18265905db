// Server-only: the sportsbook APIs called in-process through the load context (the same
// validation, language and errors the browser gets). A 404 of the API is the page's 404; any
// other refusal is an error the page may show honestly instead of a broken render.
import type { ShellContext } from '@playfield/protocol/load-context';
import { data } from 'react-router';

/** The API answered, but not with what the page needs (a 4xx other than 404, or a 5xx). */
export class SportsbookApiError extends Error {
  readonly status: number;
  constructor(status: number) {
    super(`sportsbook API answered ${status}`);
    this.status = status;
  }
}

/** GETs `path` and parses the answer; throws the page's 404 when the API says 404. */
export async function getSportsbook<T>(
  shell: ShellContext,
  path: string,
  schema: { parse(value: unknown): T },
): Promise<T> {
  const response = await shell.api(path);
  if (response.status === 404) throw data(null, { status: 404 });
  if (!response.ok) throw new SportsbookApiError(response.status);
  return schema.parse(await response.json());
}

/** Like getSportsbook, but null instead of a thrown 404 or refusal (for a page's side parts). */
export async function getSportsbookOrNull<T>(
  shell: ShellContext,
  path: string,
  schema: { parse(value: unknown): T },
): Promise<T | null> {
  const response = await shell.api(path);
  if (!response.ok) return null;
  return schema.parse(await response.json());
}

/** A positive id from a route parameter that may carry a slug after it ("501-lions-tigers"). */
export function idFromParam(param: string | undefined): number | null {
  const match = /^(\d{1,10})(?:-.*)?$/.exec(param ?? '');
  const id = match ? Number(match[1]) : NaN;
  return Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
}
