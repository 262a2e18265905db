import { Outlet } from 'react-router';
import type { Route } from './+types/blocked-layout';
import { BareFrame } from '../components/bare-frame.tsx';
import { ErrorPage } from '../components/error-page.tsx';
import { guardMiddleware } from '../guards/page-guards.server.ts';

/** The guard pipeline's layout entries (packages/domain/src/guards). */
export const middleware: Route.MiddlewareFunction[] = [guardMiddleware('layout', 'blocked')];

/** Pages of a blocked account (spec §2: block-appeal-history). */
export default function BlockedLayout() {
  return (
    <BareFrame variant="blocked">
      <Outlet />
    </BareFrame>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <BareFrame variant="blocked">
      <ErrorPage error={error} />
    </BareFrame>
  );
}
