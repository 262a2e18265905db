import type { AutoLogoffConfig } from '@playfield/domain';
import { IdleLogoff, IdleLogoffNotice } from './idle-logoff.tsx';
import { ResponsibleTimers } from './responsible-timers.tsx';

/**
 * The responsible-gaming timers and notices of every default-layout page, as one chunk the
 * layout loads after hydration: none of it is needed before the first interaction, and it keeps
 * zod and the dialogs out of the first-load budget.
 */
export function ResponsibleShell(props: { signedIn: boolean; autoLogoff: AutoLogoffConfig }) {
  return (
    <>
      {props.signedIn && <ResponsibleTimers />}
      {props.signedIn && <IdleLogoff config={props.autoLogoff} />}
      <IdleLogoffNotice />
    </>
  );
}
