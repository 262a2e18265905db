// Server side of ban mode (spec §2): every page of the default layout asks the limit service
// for the signed-in player's standing and leaves for the ban page, or home, as the domain rule
// says. It runs on the first request (SSR) and on every client navigation (the layout loader
// revalidates when the path changes), so neither a typed URL nor a link gets past it.
import { BAN_PAGE_PATH, banModeRedirect } from '@playfield/domain/limits';
import { LIMIT_API_PREFIX, playerStandingViewSchema } from '@playfield/protocol/limits';
import type { PlayerStandingView } from '@playfield/protocol/limits';
import type { ShellContext } from '@playfield/protocol/load-context';
import { redirect } from 'react-router';

/** The standing of the signed-in player; null for a visitor or when the service is down. */
export async function readStanding(shell: ShellContext): Promise<PlayerStandingView | null> {
  if (!shell.auth) return null;
  const response = await shell.api(`${LIMIT_API_PREFIX}/status`);
  if (!response.ok) return null;
  const parsed = playerStandingViewSchema.safeParse(await response.json().catch(() => null));
  return parsed.success ? parsed.data : null;
}

/** Throws the redirect ban mode asks for on `request`, or returns the standing. */
export async function guardBanMode(
  shell: ShellContext,
  request: Request,
  lang: string,
): Promise<PlayerStandingView | null> {
  const standing = await readStanding(shell);
  // A client navigation fetches `<path>.data` (single fetch); the page is the path without it.
  const pathname = new URL(request.url).pathname.replace(/\.data$/, '');
  const prefix = `/${lang}`;
  const path = pathname.startsWith(prefix) ? pathname.slice(prefix.length) : pathname;
  const target = banModeRedirect(path, standing?.ban ?? null);
  if (target === 'ban') throw redirect(`/${lang}/${BAN_PAGE_PATH}`);
  if (target === 'home') throw redirect(`/${lang}`);
  return standing;
}
