// Server-only: the advance warning of planned maintenance (spec §8 "maintenance warning by
// date": in Russian for AZ, KZ, UA, RU and English otherwise, with the start and end dates).
import { CATALOGS, formatDateTime, translate } from '@playfield/i18n';
import type { PublicSiteConfig } from '@playfield/protocol/site-config';

/** Countries whose visitors read the warning in Russian (spec §8). */
const RUSSIAN_READING_COUNTRIES = new Set(['az', 'kz', 'ua', 'ru']);

export interface MaintenanceNotice {
  /** The language of `text`: `ru` or `en`, by the visitor's country, not the page language. */
  lang: 'ru' | 'en';
  text: string;
}

export interface NoticeRequest {
  /** The visitor's country (lowercase), else the site's country. */
  country: string;
  now: number;
  /** The visitor's time zone offset (tzo) and clock. */
  timeZoneOffset: number;
  hour12: boolean;
}

function instant(value: string | null): number | null {
  if (value === null) return null;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? null : ms;
}

/**
 * The warning to show now, or null: from `notifyStartDate` until `notifyEndDate` (open-ended
 * without one), never while maintenance is on (the maintenance page says it) nor once the
 * announced window has ended.
 */
export function maintenanceNotice(
  maintenance: PublicSiteConfig['maintenance'],
  request: NoticeRequest,
): MaintenanceNotice | null {
  if (maintenance.isActive) return null;
  const notifyFrom = instant(maintenance.notifyStartDate);
  if (notifyFrom === null || request.now < notifyFrom) return null;
  const notifyUntil = instant(maintenance.notifyEndDate);
  if (notifyUntil !== null && request.now >= notifyUntil) return null;
  const start = instant(maintenance.startAt);
  const finish = instant(maintenance.finishAt);
  if (finish !== null && request.now >= finish) return null;
  const lang = RUSSIAN_READING_COUNTRIES.has(request.country.toLowerCase()) ? 'ru' : 'en';
  const catalog = CATALOGS[lang] ?? {};
  const options = { timeZone: request.timeZoneOffset, hour12: request.hour12 };
  const format = (ms: number) => formatDateTime(lang, ms, options);
  let text: string;
  if (start !== null && finish !== null) {
    text = translate(catalog, 'status_maintenance_notice_window', {
      start: format(start),
      end: format(finish),
    });
  } else if (start !== null) {
    text = translate(catalog, 'status_maintenance_notice_from', { start: format(start) });
  } else {
    text = translate(catalog, 'status_maintenance_notice_soon');
  }
  return { lang, text };
}
