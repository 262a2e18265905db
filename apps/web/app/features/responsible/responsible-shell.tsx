import type { AutoLogoffConfig } from '@playfield/domain/limits';
import { Suspense, lazy } from 'react';
import { useSite } from '../../use-site.ts';
import { AgeGate } from './age-gate.tsx';
import { IdleLogoff, IdleLogoffNotice } from './idle-logoff.tsx';

// The timers check the server's answers with the protocol's zod schemas: a chunk of their own,
// loaded for players only (a visitor's page loads no zod; issue 13).
const ResponsibleTimers = lazy(() =>
  import('./responsible-timers.tsx').then((m) => ({ default: m.ResponsibleTimers })),
);

/**
 * The age gate and the responsible-gaming timers and notices of every default-layout page, as
 * one chunk the layout loads after hydration: none of it is needed before the first interaction
 * (the gate reads browser storage anyway), and it keeps zod and the dialogs out of the
 * first-load budget.
 */
export function ResponsibleShell(props: { signedIn: boolean; autoLogoff: AutoLogoffConfig }) {
  const { ageGate } = useSite();
  return (
    <>
      {ageGate && <AgeGate minAge={ageGate.minAge} storage={ageGate.storage} />}
      {props.signedIn && (
        <Suspense fallback={null}>
          <ResponsibleTimers />
        </Suspense>
      )}
      {props.signedIn && <IdleLogoff config={props.autoLogoff} />}
      <IdleLogoffNotice />
    </>
  );
}
