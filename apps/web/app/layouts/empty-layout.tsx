import { Outlet } from 'react-router';
import type { Route } from './+types/empty-layout';
import { BareFrame } from '../components/bare-frame.tsx';
import { ErrorPage } from '../components/error-page.tsx';
import { guardMiddleware } from '../guards/page-guards.server.ts';

/** The guard pipeline's layout entries (packages/domain/src/guards). */
export const middleware: Route.MiddlewareFunction[] = [guardMiddleware('layout', 'empty')];

/** Payment return pages, block pages and other pages that stand alone (spec §2). */
export default function EmptyLayout() {
  return (
    <BareFrame variant="empty">
      <Outlet />
    </BareFrame>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <BareFrame variant="empty">
      <ErrorPage error={error} />
    </BareFrame>
  );
}
