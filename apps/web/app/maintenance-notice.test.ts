import { CATALOGS } from '@playfield/i18n';
import { describe, expect, it } from 'vitest';
import { maintenanceNotice } from './maintenance-notice.server.ts';

const window = {
  isActive: false,
  startAt: '2026-06-01T00:00:00Z',
  finishAt: '2026-06-01T04:00:00Z',
  notifyStartDate: '2026-05-30T00:00:00Z',
  notifyEndDate: '2026-06-01T00:00:00Z',
};
const at = (iso: string) => ({
  country: 'kz',
  now: Date.parse(iso),
  timeZoneOffset: 0,
  hour12: false,
});

describe('maintenanceNotice (spec §8)', () => {
  it('warns between notifyStartDate and notifyEndDate only', () => {
    expect(maintenanceNotice(window, at('2026-05-29T23:59:00Z'))).toBeNull();
    expect(maintenanceNotice(window, at('2026-05-30T00:00:00Z'))).not.toBeNull();
    expect(maintenanceNotice(window, at('2026-06-01T00:00:00Z'))).toBeNull();
    expect(maintenanceNotice({ ...window, isActive: true }, at('2026-05-31T00:00:00Z'))).toBeNull();
    expect(
      maintenanceNotice({ ...window, notifyStartDate: null }, at('2026-05-31T00:00:00Z')),
    ).toBeNull();
  });

  it('is in Russian for AZ, KZ, UA and RU, English otherwise, with both dates', () => {
    for (const country of ['az', 'KZ', 'ua', 'ru']) {
      const notice = maintenanceNotice(window, { ...at('2026-05-31T00:00:00Z'), country });
      expect(notice?.lang, country).toBe('ru');
    }
    const russian = maintenanceNotice(window, at('2026-05-31T00:00:00Z'));
    expect(russian?.text).toMatch(/^С .*2026.* до .*2026.*технические работы/);
    for (const country of ['gb', 'de', 'us', 'tr']) {
      const notice = maintenanceNotice(window, { ...at('2026-05-31T00:00:00Z'), country });
      expect(notice?.lang, country).toBe('en');
      expect(notice?.text).toMatch(/^Technical maintenance is planned from .*2026.* to .*2026/);
    }
  });

  it('says what it knows when the window is open-ended or unknown', () => {
    const from = maintenanceNotice(
      { ...window, finishAt: null },
      { ...at('2026-05-31T00:00:00Z'), country: 'gb' },
    );
    expect(from?.text).toMatch(/^Technical maintenance is planned from /);
    const soon = maintenanceNotice(
      { ...window, startAt: null, finishAt: null },
      { ...at('2026-05-31T00:00:00Z'), country: 'gb' },
    );
    expect(soon?.text).toBe(CATALOGS.en?.status_maintenance_notice_soon);
  });
});
