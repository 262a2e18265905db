import { describe, expect, it } from 'vitest';
import { partnerIdFromTag, referralCookiesFromQuery, referralDataFromCookies } from './referral.ts';

const DAY = 86_400;

function byName(query: Record<string, string>) {
  return Object.fromEntries(
    referralCookiesFromQuery(query).map((c) => [c.name, [c.value, c.maxAgeSeconds]]),
  );
}

describe('referralCookiesFromQuery (spec §9)', () => {
  it('produces nothing without a referral parameter', () => {
    expect(referralCookiesFromQuery({})).toEqual([]);
    expect(referralCookiesFromQuery({ lng: 'en', ref: '' })).toEqual([]);
  });
  it('ref → refererid for 60 days; bf → referral-values for 1 day', () => {
    const c = byName({ ref: '42', bf: 'x1' });
    expect(c.refererid).toEqual(['42', 60 * DAY]);
    expect(c['referral-values']).toEqual(['x1', DAY]);
  });
  it('btag, tag or qtag → tag, partner id and promo code for 60 days', () => {
    for (const key of ['btag', 'tag', 'qtag']) {
      const c = byName({ [key]: 'd_123m_4c_summer', promocode: 'WELCOME' });
      expect(c.tag, key).toEqual(['d_123m_4c_summer', 60 * DAY]);
      expect(c.affid, key).toEqual(['123', 60 * DAY]);
      expect(c.bwpromocode, key).toEqual(['WELCOME', 60 * DAY]);
    }
  });
  it('tag also gives a reflink id for 1 hour', () => {
    expect(byName({ tag: 'a_9' }).reflink_id).toEqual(['a_9', 3600]);
    expect(byName({ btag: 'a_9' }).reflink_id).toBeUndefined();
  });
  it('click_id with utm_source and aip gives the partner id for 30 days', () => {
    const c = byName({ click_id: 'c1', utm_source: 'net', aip: '777' });
    expect(c.affid).toEqual(['777', 30 * DAY]);
    expect(c.click_id).toEqual(['c1', 30 * DAY]);
    expect(byName({ click_id: 'c1', aip: '777' }).affid).toBeUndefined();
  });
  it('affid with tag gives the partner id for 60 days', () => {
    expect(byName({ affid: '55', tag: 'x' }).affid).toEqual(['55', 60 * DAY]);
    expect(byName({ affid: '55' }).affid).toBeUndefined();
  });
  it('subid → 60 days', () => {
    expect(byName({ subid: 's' }).subid).toEqual(['s', 60 * DAY]);
  });
  it('postback watcher keeps the whole query: 30 days with pb, else 4 s', () => {
    expect(byName({ pb: '1', ref: '2', lng: 'en' }).postback_watcher).toEqual([
      JSON.stringify({ pb: '1', ref: '2', lng: 'en' }),
      30 * DAY,
    ]);
    expect(byName({ ref: '2' }).postback_watcher).toEqual([JSON.stringify({ ref: '2' }), 4]);
  });
  it('sets every cookie on path / and ignores overlong or control-character values', () => {
    const all = referralCookiesFromQuery({ ref: '1', tag: 'x', subid: 'y' });
    expect(all.every((c) => c.path === '/')).toBe(true);
    expect(byName({ ref: 'x'.repeat(300) }).refererid).toBeUndefined();
    expect(byName({ ref: 'a\r\nSet-Cookie: x=1' }).refererid).toBeUndefined();
  });
});

describe('partnerIdFromTag', () => {
  it('reads the digits after a_ or d_', () => {
    expect(partnerIdFromTag('d_12345m_678c_')).toBe('12345');
    expect(partnerIdFromTag('a_1b_2')).toBe('1');
    expect(partnerIdFromTag('summer')).toBe(null);
  });
});

describe('referralDataFromCookies', () => {
  it('reads the cookies back into the data stored on the user', () => {
    const cookies = Object.fromEntries(
      referralCookiesFromQuery({ ref: '42', tag: 'd_7', pb: '1', subid: 's9' }).map((c) => [
        c.name,
        c.value,
      ]),
    );
    expect(referralDataFromCookies(cookies)).toEqual({
      refererId: '42',
      tag: 'd_7',
      partnerId: '7',
      recentReflinkId: 'd_7',
      subId: 's9',
      postback: { ref: '42', tag: 'd_7', pb: '1', subid: 's9' },
    });
  });
  it('ignores a malformed postback cookie', () => {
    expect(referralDataFromCookies({ postback_watcher: '{not json' })).toEqual({});
    expect(referralDataFromCookies({ postback_watcher: '[1]' })).toEqual({});
  });
});
