import type { MessageKey } from '@playfield/i18n';
import { translate } from '@playfield/i18n';
import { mergeRouteMessages } from '../../i18n/route-messages.ts';

interface MetaMatches {
  matches: readonly ({ loaderData?: unknown } | undefined)[];
}

/** A console page's document title and `robots: noindex` (the console is never indexed). */
export function consoleMeta(titleKey: MessageKey) {
  return ({ matches }: MetaMatches) => {
    const messages = mergeRouteMessages(matches);
    return [
      {
        title: `${translate(messages, titleKey)} · ${translate(messages, 'console_title')}`,
      },
      { name: 'robots', content: 'noindex, nofollow' },
    ];
  };
}
