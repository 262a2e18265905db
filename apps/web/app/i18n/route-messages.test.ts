import { describe, expect, it } from 'vitest';
import { mergeRouteMessages } from './route-messages.ts';

describe('mergeRouteMessages', () => {
  it('merges the messages of every match, deeper routes last', () => {
    const merged = mergeRouteMessages([
      { loaderData: { messages: { main_ok: 'OK', error_reload: 'Retry' } } },
      { loaderData: { lang: 'en', messages: { shell_login: 'Log in' } } },
      { loaderData: { messages: { error_reload: 'Try again' } } },
    ]);
    expect(merged).toEqual({ main_ok: 'OK', shell_login: 'Log in', error_reload: 'Try again' });
  });

  it('skips matches without data or without messages (an error boundary is showing)', () => {
    const merged = mergeRouteMessages([
      undefined,
      { loaderData: undefined },
      { loaderData: { status: 'success' } },
      { loaderData: { messages: null } },
      { loaderData: { messages: { main_done: 'Done' } } },
    ]);
    expect(merged).toEqual({ main_done: 'Done' });
  });
});
