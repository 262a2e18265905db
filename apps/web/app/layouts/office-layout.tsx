import { Outlet } from 'react-router';
import type { Route } from './+types/office-layout';
import { playerGuards } from '../guards/page-guards.server.ts';

/**
 * The office (spec §2): every page under it needs a signed-in player. The guard pipeline's
 * `player` entries run here once for all of them (a visitor goes to the login page with the
 * return-url), so no office route checks the session itself.
 */
export const middleware: Route.MiddlewareFunction[] = [playerGuards];

export default function OfficeLayout() {
  return <Outlet />;
}
