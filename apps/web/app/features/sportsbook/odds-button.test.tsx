import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '../../i18n/i18n-context.tsx';
import { loadMessages } from '../../i18n/messages.server.ts';
import { OddsButton, couponPickOf } from './odds-button.tsx';
import type { MarketsNameType } from '@playfield/domain/sportsbook-preferences';
import {
  SportsbookPreferencesProvider,
  marketLabel,
  resolveSportsbookPreferences,
} from './sportsbook-preferences.tsx';
import { game, market } from './test-fixtures.ts';

function render(coefFormat: 0 | 2, suspended = false, marketsNameType: MarketsNameType = 'short') {
  const g = game(1);
  const m = market(100, [2.5, 3.3, 3.6], suspended);
  const outcome = m.outcomes[0];
  if (!outcome) throw new Error('fixture');
  return renderToStaticMarkup(
    <I18nProvider lang="en" messages={loadMessages('en', ['sportsbook'])}>
      <SportsbookPreferencesProvider
        initial={{ coefFormat, viewType: 0, compact: false, groupByCountry: true, marketsNameType }}
      >
        <OddsButton game={g} market={m} outcome={outcome} />
      </SportsbookPreferencesProvider>
    </I18nProvider>,
  );
}

describe('OddsButton', () => {
  it('shows the price in the visitor’s format, named by its outcome and game', () => {
    expect(render(0)).toContain('<span class="odds__price">2.50</span>');
    const american = render(2);
    expect(american).toContain('<span class="odds__price">+150</span>');
    expect(american).toContain('aria-pressed="false"');
    expect(american).toContain('Lions — Match result, Lions — Tigers:');
  });

  it('shows the short or the full outcome label as the visitor chose', () => {
    expect(render(0)).toContain('<span class="odds__label">1</span>');
    expect(render(0, false, 'full')).toContain('<span class="odds__label">Lions</span>');
    expect(marketLabel({ name: 'Over 2.5', short: 'Over' }, 'short')).toBe('Over');
    expect(marketLabel({ name: 'Over 2.5', short: 'Over' }, 'full')).toBe('Over 2.5');
    expect(marketLabel({ name: 'Match result' }, 'short')).toBe('Match result');
    expect(marketLabel({ name: 'Lions', short: '' }, 'short')).toBe('Lions');
  });

  it('takes the markets name type from the cookie, else the site default, else short', () => {
    const stored = { coefFormat: null, viewType: null, compact: false, groupByCountry: true };
    const defaults = { coefFormat: 0 as const, viewType: 0 as const };
    const of = (cookie: MarketsNameType | null, site?: MarketsNameType) =>
      resolveSportsbookPreferences(
        { ...stored, marketsNameType: cookie },
        { ...defaults, marketsNameType: site },
      ).marketsNameType;
    expect(of('full', 'short')).toBe('full');
    expect(of(null, 'full')).toBe('full');
    expect(of(null)).toBe('short');
  });

  it('is locked and not pressable while its market is suspended', () => {
    const html = render(0, true);
    expect(html).toContain('disabled=""');
    expect(html).toContain('suspended');
    expect(html).not.toContain('odds__price');
  });

  it('makes a coupon pick with every field', () => {
    const m = market(100, [2.5, 3.3, 3.6]);
    const outcome = m.outcomes[2];
    if (!outcome) throw new Error('fixture');
    expect(couponPickOf(game(7, { status: 2 }), m, outcome)).toEqual({
      outcomeId: 1003,
      gameId: 7,
      marketId: 100,
      sportId: 1,
      champId: 11,
      coef: 3.6,
      isLive: true,
      gameName: 'Lions — Tigers',
      marketName: 'Match result',
      outcomeName: 'Tigers',
      blocked: false,
    });
  });
});
