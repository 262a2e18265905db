import { Outlet } from 'react-router';
import type { Route } from './+types/maintenance-layout';
import { BareFrame } from '../components/bare-frame.tsx';
import { ErrorPage } from '../components/error-page.tsx';
import { guardMiddleware } from '../guards/page-guards.server.ts';

/** The guard pipeline's layout entries (packages/domain/src/guards). */
export const middleware: Route.MiddlewareFunction[] = [guardMiddleware('layout', 'maintenance')];

/** The maintenance page (spec §2): no navigation while the site is closed. */
export default function MaintenanceLayout() {
  return (
    <BareFrame variant="maintenance">
      <Outlet />
    </BareFrame>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <BareFrame variant="maintenance">
      <ErrorPage error={error} />
    </BareFrame>
  );
}
