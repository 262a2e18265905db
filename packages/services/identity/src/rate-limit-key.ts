import { loginRequestSchema } from '@playfield/protocol/identity';
import { parseLoginIdentifier } from './users.ts';

/**
 * The account a sign-in request names, as a stable key (`email:…`, `phone:…`, `login:…`) for
 * a per-account rate limit in front of the login route; null when the body names none. The
 * service keeps its own per-account failure counters and lockout; this is for an outer limiter.
 */
export function loginRateLimitKey(body: unknown): string | null {
  const parsed = loginRequestSchema.safeParse(body);
  if (!parsed.success) return null;
  const id = parseLoginIdentifier(parsed.data.login, parsed.data.phoneCode);
  return id.kind === 'invalid' ? null : `${id.kind}:${String(id.value)}`;
}
