import { BlockList, isIP } from 'node:net';

/** The set of proxy addresses whose `X-Forwarded-For` is believed (`TRUST_PROXY`). */
export interface TrustedProxies {
  has(address: string): boolean;
  /** Normalised list, for logs. */
  readonly entries: readonly string[];
}

const LOOPBACK = ['127.0.0.0/8', '::1/128'];

export type TrustProxyResult = { ok: true; value: TrustedProxies } | { ok: false; error: string };

/**
 * Parses `TRUST_PROXY`: a comma list of IP addresses and CIDR ranges, plus the keywords
 * `loopback` (127.0.0.0/8 and ::1) and `none`. Unset means `loopback`: a proxy on the same
 * machine is trusted, nothing else.
 */
export function parseTrustProxy(value: string | undefined): TrustProxyResult {
  const items = (value ?? '')
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean);
  const wanted = items.length === 0 ? ['loopback'] : items;
  if (wanted.includes('none')) {
    if (wanted.length > 1) return { ok: false, error: '"none" cannot be combined with addresses' };
    return { ok: true, value: { has: () => false, entries: [] } };
  }
  const list = new BlockList();
  const entries: string[] = [];
  for (const item of wanted.flatMap((i) => (i === 'loopback' ? LOOPBACK : [i]))) {
    const [address = '', prefixText, extra] = item.split('/');
    const family = isIP(address);
    const type = family === 6 ? 'ipv6' : 'ipv4';
    if (family === 0 || extra !== undefined) return { ok: false, error: `"${item}" is not an IP` };
    if (prefixText === undefined) {
      list.addAddress(address, type);
    } else {
      const prefix = /^\d{1,3}$/.test(prefixText) ? Number(prefixText) : NaN;
      if (!(prefix >= 0 && prefix <= (family === 6 ? 128 : 32))) {
        return { ok: false, error: `"${item}" has an invalid prefix length` };
      }
      list.addSubnet(address, prefix, type);
    }
    entries.push(item);
  }
  return {
    ok: true,
    value: {
      has: (ip) => {
        const family = isIP(ip);
        return family !== 0 && list.check(ip, family === 6 ? 'ipv6' : 'ipv4');
      },
      entries,
    },
  };
}

/**
 * A bare IP address from a socket address or an `X-Forwarded-For` hop: IPv4-mapped IPv6 is
 * read as IPv4, brackets, ports and zone ids are dropped. Returns null for anything else.
 */
export function normalizeIp(raw: string | undefined | null): string | null {
  if (!raw) return null;
  let value = raw.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(value);
  if (bracketed?.[1]) value = bracketed[1];
  const v4WithPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/.exec(value);
  if (v4WithPort?.[1]) value = v4WithPort[1];
  value = value.replace(/%.*$/, '').toLowerCase();
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(value);
  if (mapped?.[1]) value = mapped[1];
  return isIP(value) === 0 ? null : value;
}

const MAX_FORWARDED_LENGTH = 4096;
const MAX_HOPS = 32;

/**
 * The client address: the socket peer, unless that peer is a trusted proxy, in which case
 * `X-Forwarded-For` is walked from the right (the hop each proxy appended) to the nearest
 * address that is not a trusted proxy. Anything left of that point is client-controlled and
 * ignored, so a spoofed header from an untrusted peer changes nothing.
 */
export function resolveClientIp(
  socketAddress: string | undefined,
  forwardedFor: string | undefined | null,
  trusted: TrustedProxies,
): string {
  let current = normalizeIp(socketAddress);
  if (current === null) return 'unknown';
  if (!forwardedFor || !trusted.has(current)) return current;
  // An overlong header is cut from the left, dropping the hop the cut went through.
  const tail =
    forwardedFor.length > MAX_FORWARDED_LENGTH
      ? forwardedFor.slice(-MAX_FORWARDED_LENGTH).replace(/^[^,]*,?/, '')
      : forwardedFor;
  const hops = tail.split(',').reverse().slice(0, MAX_HOPS);
  for (const hop of hops) {
    const ip = normalizeIp(hop);
    // A hop that is not an address was written by the trusted proxy nearest to it: stop at
    // that proxy rather than guess.
    if (ip === null) return current;
    current = ip;
    if (!trusted.has(ip)) return ip;
  }
  return current;
}
