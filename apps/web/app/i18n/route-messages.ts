import type { Messages } from '@playfield/i18n';

interface WithData {
  loaderData?: unknown;
}

function messagesOf(data: unknown): Messages | undefined {
  if (typeof data !== 'object' || data === null || !('messages' in data)) return undefined;
  const { messages } = data;
  return typeof messages === 'object' && messages !== null ? (messages as Messages) : undefined;
}

/**
 * The messages loaded by every matched route, merged parent to child: each loader returns
 * `{ messages }` for the dictionaries its route needs.
 */
export function mergeRouteMessages(matches: readonly (WithData | undefined)[]): Messages {
  const merged: Messages = {};
  for (const match of matches) {
    const messages = messagesOf(match?.loaderData);
    if (messages) Object.assign(merged, messages);
  }
  return merged;
}
