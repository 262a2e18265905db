// Pure helpers of the console pages: navigation by permission, paging, prices, margins, money
// and the audit filters as they travel in the address bar.
import type { Permission } from '@playfield/domain/console';
import type { MessageKey } from '@playfield/i18n';

export interface ConsoleNavItem {
  to: string;
  label: MessageKey;
  /** Shown when the operator holds this permission (null: every operator). */
  permission: Permission | null;
}

/** Every section of the console, in the navigation's order. */
export const CONSOLE_NAV: readonly ConsoleNavItem[] = [
  { to: '/console/dashboard', label: 'console_nav_dashboard', permission: 'dashboard.read' },
  { to: '/console/players', label: 'console_nav_players', permission: 'players.read' },
  { to: '/console/payments', label: 'console_nav_payments', permission: 'payments.read' },
  { to: '/console/sportsbook', label: 'console_nav_sportsbook', permission: 'sportsbook.read' },
  { to: '/console/sportsbook/feed', label: 'console_nav_feed', permission: 'sportsbook.read' },
  { to: '/console/config', label: 'console_nav_config', permission: 'config.read' },
  { to: '/console/audit', label: 'console_nav_audit', permission: 'audit.read' },
  { to: '/console/operators', label: 'console_nav_operators', permission: 'operators.manage' },
  { to: '/console/password', label: 'console_nav_password', permission: null },
];

/** The sections an operator with `permissions` may open; `available` drops unbuilt ones. */
export function navFor(
  permissions: readonly string[],
  available: (item: ConsoleNavItem) => boolean = () => true,
): ConsoleNavItem[] {
  return CONSOLE_NAV.filter(
    (item) =>
      (item.permission === null || permissions.includes(item.permission)) && available(item),
  );
}

/** How many pages `total` items make at `size` a page (at least one). */
export function pageCount(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / size));
}

/** A price × 1000 as a decimal with two places: 1850 → "1.85". */
export function formatCoef(coef: number): string {
  return (coef / 1000).toFixed(2);
}

/** Basis points as a percentage: 525 → "5.25". */
export function bpToPercent(bp: number): string {
  const value = bp / 100;
  return Number.isInteger(value) ? String(value) : value.toFixed(2).replace(/0$/, '');
}

/**
 * A margin typed by an operator (percent, comma or dot) as basis points within `max`, or null
 * when it is not a number from 0 to max with at most two decimals.
 */
export function parseMarginPercent(input: string, maxBp = 3000): number | null {
  const text = input.trim().replace(',', '.');
  if (!/^\d{1,2}(\.\d{1,2})?$/.test(text)) return null;
  const bp = Math.round(Number(text) * 100);
  return bp >= 0 && bp <= maxBp ? bp : null;
}

/** A whole score 0–999 typed in a field, or null. */
export function parseScore(input: string): number | null {
  const text = input.trim();
  return /^\d{1,3}$/.test(text) ? Number(text) : null;
}

/** Minor units of a currency as a decimal string: (-1050, 'EUR') → "-10.50 EUR". */
export function formatMinor(minor: number, currency: string, digits = 2): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  const unit = 10 ** digits;
  const whole = Math.floor(abs / unit);
  const fraction = digits > 0 ? `.${String(abs % unit).padStart(digits, '0')}` : '';
  return `${sign}${whole}${fraction} ${currency}`;
}

/** Amounts per currency as one line: {EUR: 500, USD: -100} → "5.00 EUR, -1.00 USD"; {} → "0". */
export function formatPerCurrency(amounts: Readonly<Record<string, number>>): string {
  const parts = Object.entries(amounts)
    .filter(([, value]) => value !== 0)
    .map(([currency, value]) => formatMinor(value, currency));
  return parts.length === 0 ? '0' : parts.join(', ');
}

export const AUDIT_FILTERS = ['operatorId', 'action', 'objectType', 'from', 'to'] as const;
export type AuditFilterName = (typeof AUDIT_FILTERS)[number];

/** The audit endpoint's query from the page's address (filters and page; blanks dropped). */
export function auditQueryFromSearch(
  search: URLSearchParams,
): Partial<Record<AuditFilterName | 'page', string>> {
  const query: Partial<Record<AuditFilterName | 'page', string>> = {};
  for (const name of [...AUDIT_FILTERS, 'page'] as const) {
    const value = search.get(name)?.trim();
    if (value) query[name] = value;
  }
  if (query.page && !/^[1-9]\d{0,5}$/.test(query.page)) delete query.page;
  if (query.operatorId && !/^[1-9]\d{0,15}$/.test(query.operatorId)) delete query.operatorId;
  for (const name of ['from', 'to'] as const) {
    const value = query[name];
    if (value === undefined) continue;
    const iso = localInputToIso(value);
    if (iso === null) delete query[name];
    else query[name] = iso;
  }
  return query;
}

/**
 * A `datetime-local` field's value (no zone, the browser's local time) or an ISO instant, as
 * an ISO instant with its offset; null when it is neither.
 */
export function localInputToIso(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** A short, stable rendering of an audit before/after value for a table cell. */
export function auditValue(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'string') return value;
  const text = JSON.stringify(value);
  return text.length > 200 ? `${text.slice(0, 199)}…` : text;
}

/** A JSON Schema's type in a word or two: "boolean", "string | null", "object", "enum". */
export function schemaType(schema: unknown): string {
  if (typeof schema !== 'object' || schema === null) return '—';
  const s = schema as { type?: unknown; enum?: unknown; anyOf?: unknown };
  if (Array.isArray(s.enum)) return `enum (${s.enum.map(String).join(', ')})`;
  if (typeof s.type === 'string') return s.type;
  if (Array.isArray(s.type)) return s.type.map(String).join(' | ');
  if (Array.isArray(s.anyOf)) return s.anyOf.map(schemaType).join(' | ');
  return '—';
}
