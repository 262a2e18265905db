/**
 * Referral cookies of spec §9, captured from the landing query and later stored on the user at
 * registration. The spec lists which query parameters produce which cookies and for how long;
 * where it is silent (cookie names for the partner and promo values, the shape of a tag) the
 * choices are ours and documented below.
 */

const DAY = 86_400;

/** Default referral cookie lifetime in seconds (spec §9: 86400 s, path /). */
export const DEFAULT_REFERRAL_COOKIE_MAX_AGE = DAY;

/** Cookie names written by {@link referralCookiesFromQuery}. */
export const REFERRAL_COOKIE = {
  /** `ref` → referrer id, 60 days. */
  refererId: 'refererid',
  /** `bf` → referral values, 1 day. */
  referralValues: 'referral-values',
  /** `btag`/`tag`/`qtag` → reflink id, 60 days. */
  tag: 'tag',
  /** Partner id from a tag, from `click_id`+`utm_source`+`aip`, or from `affid`+`tag`. */
  partnerId: 'affid',
  /** Promo code carried by a tag link (`promocode` or `bwpromocode` query), 60 days. */
  promoCode: 'bwpromocode',
  /** `tag` also gives a short-lived reflink id, 1 hour. */
  recentReflinkId: 'reflink_id',
  /** `click_id` of a click-tracking partner, 30 days (kept beside the partner id). */
  clickId: 'click_id',
  /** The whole referral query: 30 days when `pb` is present, otherwise 4 seconds. */
  postbackWatcher: 'postback_watcher',
  /** `subid`, 60 days. */
  subId: 'subid',
} as const;

/** One cookie to set; the value is raw text (the caller encodes it). */
export interface ReferralCookie {
  name: string;
  value: string;
  maxAgeSeconds: number;
  path: '/';
}

/** Query parameters that mark a visit as referred. */
export const REFERRAL_QUERY_KEYS = [
  'ref',
  'bf',
  'btag',
  'tag',
  'qtag',
  'click_id',
  'utm_source',
  'aip',
  'affid',
  'pb',
  'subid',
  'promocode',
  'bwpromocode',
] as const;

/** Most query keys the postback watcher keeps (it stores the whole query). */
export const MAX_WATCHED_KEYS = 16;

/** Longest value we keep; referral links are short, anything longer is junk or an attack. */
export const MAX_REFERRAL_VALUE_LENGTH = 256;

type Query = Readonly<Partial<Record<string, string | null | undefined>>>;

function clean(value: string | null | undefined): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  if (trimmed === '' || trimmed.length > MAX_REFERRAL_VALUE_LENGTH) return null;
  // eslint-disable-next-line no-control-regex
  return /[\u0000-\u001f\u007f]/.test(trimmed) ? null : trimmed;
}

/**
 * Partner id inside an affiliate tag. Tags look like `d_12345m_678c_campaign` or
 * `a_12345b_678c_`: the digits after a leading `d_` or `a_` are the partner.
 */
export function partnerIdFromTag(tag: string): string | null {
  const match = /^[ad]_(\d+)/.exec(tag);
  return match?.[1] ?? null;
}

/**
 * The cookies a landing query produces. Nothing is produced unless the query carries at least
 * one referral parameter (spec §5: referral tags are saved only for a non-empty query).
 */
export function referralCookiesFromQuery(query: Query): ReferralCookie[] {
  const present = REFERRAL_QUERY_KEYS.filter((k) => clean(query[k]) !== null);
  if (present.length === 0) return [];
  const out = new Map<string, ReferralCookie>();
  const set = (name: string, value: string, maxAgeSeconds: number) =>
    out.set(name, { name, value, maxAgeSeconds, path: '/' });

  const ref = clean(query.ref);
  if (ref) set(REFERRAL_COOKIE.refererId, ref, 60 * DAY);
  const bf = clean(query.bf);
  if (bf) set(REFERRAL_COOKIE.referralValues, bf, DAY);

  const tag = clean(query.btag) ?? clean(query.tag) ?? clean(query.qtag);
  if (tag) {
    set(REFERRAL_COOKIE.tag, tag, 60 * DAY);
    const partner = partnerIdFromTag(tag);
    if (partner) set(REFERRAL_COOKIE.partnerId, partner, 60 * DAY);
    const promo = clean(query.bwpromocode) ?? clean(query.promocode);
    if (promo) set(REFERRAL_COOKIE.promoCode, promo, 60 * DAY);
  }
  const plainTag = clean(query.tag);
  if (plainTag) set(REFERRAL_COOKIE.recentReflinkId, plainTag, 60 * 60);

  const clickId = clean(query.click_id);
  const aip = clean(query.aip);
  if (clickId && clean(query.utm_source) && aip) {
    set(REFERRAL_COOKIE.partnerId, aip, 30 * DAY);
    set(REFERRAL_COOKIE.clickId, clickId, 30 * DAY);
  }
  const affid = clean(query.affid);
  if (affid && plainTag) set(REFERRAL_COOKIE.partnerId, affid, 60 * DAY);

  const subid = clean(query.subid);
  if (subid) set(REFERRAL_COOKIE.subId, subid, 60 * DAY);

  const watched: Record<string, string> = {};
  for (const [key, value] of Object.entries(query).slice(0, MAX_WATCHED_KEYS)) {
    const v = clean(value);
    if (v !== null && key.length <= 64) watched[key] = v;
  }
  const hasPb = clean(query.pb) !== null;
  set(REFERRAL_COOKIE.postbackWatcher, JSON.stringify(watched), hasPb ? 30 * DAY : 4);
  return [...out.values()];
}

/** Referral data stored on the user at registration. */
export interface ReferralData {
  refererId?: string;
  referralValues?: string;
  tag?: string;
  partnerId?: string;
  promoCode?: string;
  recentReflinkId?: string;
  clickId?: string;
  subId?: string;
  /** The watched landing query, when the postback cookie was still alive. */
  postback?: Record<string, string>;
}

function parsePostback(value: string): Record<string, string> | undefined {
  try {
    const parsed: unknown = JSON.parse(value);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return undefined;
    const out: Record<string, string> = {};
    for (const [k, v] of Object.entries(parsed)) {
      const c = typeof v === 'string' ? clean(v) : null;
      if (c !== null && k.length <= 64) out[k] = c;
    }
    return out;
  } catch {
    return undefined;
  }
}

/** Reads the referral cookies back (already decoded) into the data kept on the user. */
export function referralDataFromCookies(cookies: Query): ReferralData {
  const data: ReferralData = {};
  const keys: [keyof Omit<ReferralData, 'postback'>, string][] = [
    ['refererId', REFERRAL_COOKIE.refererId],
    ['referralValues', REFERRAL_COOKIE.referralValues],
    ['tag', REFERRAL_COOKIE.tag],
    ['partnerId', REFERRAL_COOKIE.partnerId],
    ['promoCode', REFERRAL_COOKIE.promoCode],
    ['recentReflinkId', REFERRAL_COOKIE.recentReflinkId],
    ['clickId', REFERRAL_COOKIE.clickId],
    ['subId', REFERRAL_COOKIE.subId],
  ];
  for (const [field, cookie] of keys) {
    const value = clean(cookies[cookie]);
    if (value !== null) data[field] = value;
  }
  const pb = cookies[REFERRAL_COOKIE.postbackWatcher];
  if (typeof pb === 'string' && pb.length <= 8192) {
    const parsed = parsePostback(pb);
    if (parsed) data.postback = parsed;
  }
  return data;
}
