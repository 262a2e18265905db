import { describe, expect, it } from 'vitest';
import { INTERNATIONAL_HELP, NATIONAL_HELP, helpOrganisations } from './help-organisations.ts';

describe('help organisations per country', () => {
  it('lists the national organisations first, then the international ones', () => {
    const names = helpOrganisations('GB').map((o) => o.name);
    expect(names).toEqual(['GamCare', 'BeGambleAware', 'Gambling Therapy', 'Gamblers Anonymous']);
    expect(helpOrganisations('fr')[0]?.name).toBe('Joueurs Info Service');
  });

  it('gives the international ones to a country without a national entry, or none known', () => {
    expect(helpOrganisations('ru')).toEqual(INTERNATIONAL_HELP);
    expect(helpOrganisations(null)).toEqual(INTERNATIONAL_HELP);
  });

  it('links every organisation over https, once per country', () => {
    for (const list of [INTERNATIONAL_HELP, ...Object.values(NATIONAL_HELP)]) {
      for (const org of list) expect(org.href).toMatch(/^https:\/\/[a-z0-9.-]+\/$/);
    }
    for (const code of Object.keys(NATIONAL_HELP)) {
      const hrefs = helpOrganisations(code).map((o) => o.href);
      expect(new Set(hrefs).size).toBe(hrefs.length);
    }
  });
});
