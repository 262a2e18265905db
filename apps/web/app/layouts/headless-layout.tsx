import { Outlet } from 'react-router';
import type { Route } from './+types/headless-layout';
import { BareFrame } from '../components/bare-frame.tsx';
import { ErrorPage } from '../components/error-page.tsx';
import { guardMiddleware } from '../guards/page-guards.server.ts';

/** The guard pipeline's layout entries (packages/domain/src/guards). */
export const middleware: Route.MiddlewareFunction[] = [guardMiddleware('layout', 'headless')];

/** Landings (spec §2): the landing owns the whole page; only the logo links home. */
export default function HeadlessLayout() {
  return (
    <BareFrame variant="headless">
      <Outlet />
    </BareFrame>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <BareFrame variant="headless">
      <ErrorPage error={error} />
    </BareFrame>
  );
}
