// The signed-in operator, shared by the console's pages: who they are (GET /auth/me), the
// one call function every page uses (a 401 anywhere is an ended session: back to sign-in; a
// one-time password still to change: to the password page), and sign-out.
import type { Endpoint, EndpointInput, EndpointResponse } from '@playfield/protocol/endpoint';
import type { ConsoleMe } from '@playfield/protocol/endpoints/console';
import { createContext, useContext } from 'react';
import type { ConsoleCallOptions } from './console-api.ts';

export type ConsoleCall = <E extends Endpoint>(
  endpoint: E,
  input: EndpointInput<E>,
  options?: ConsoleCallOptions,
) => Promise<EndpointResponse<E>>;

export interface ConsoleSession {
  me: ConsoleMe;
  call: ConsoleCall;
  /** Reads the operator again (after their password changed). */
  refresh(): Promise<void>;
  may(permission: string): boolean;
}

export const ConsoleSessionContext = createContext<ConsoleSession | null>(null);

/** The signed-in operator; only inside the console's signed-in layout. */
export function useConsole(): ConsoleSession {
  const session = useContext(ConsoleSessionContext);
  if (!session) throw new Error('useConsole outside the console layout');
  return session;
}

/** Where the sign-in page is, with why the operator is sent there. */
export function signInPath(reason?: 'expired' | 'signed-out'): string {
  return reason ? `/console/login?reason=${reason}` : '/console/login';
}
