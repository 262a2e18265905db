// Serialized answers kept until the book version they were built from changes. Serializing a
// few hundred games costs far more than a map lookup, and the same lists are asked for by
// every visitor of a page.
import { randomBytes } from 'node:crypto';
export interface JsonCache {
  /** The cached JSON for `key` at `version`, or `build()` serialized and kept. */
  get(key: string, version: number, build: () => unknown): string;
  /** The same for JSON built by the caller (a list joined from cached pieces). */
  getText(key: string, version: number, build: () => string): string;
  /** The same, for answers that may not exist (null is not kept). */
  getOrNull(key: string, version: number, build: () => unknown): string | null;
  /**
   * `getText` with the entry's strong ETag: unique to the bytes in this process (a random
   * prefix per cache and a counter per build), so a client's `If-None-Match` and the
   * compression middleware's cache of encoded bytes can both rely on it.
   */
  getTagged(key: string, version: number, build: () => string): { json: string; etag: string };
}

export function createJsonCache(maxEntries = 2000): JsonCache {
  const entries = new Map<string, { version: number; json: string; etag: string }>();
  const prefix = randomBytes(6).toString('base64url');
  let builds = 0;
  function keepEntry(key: string, version: number, json: string) {
    // Old keys (past minutes, rare queries, finished games) go once the map is full.
    if (entries.size >= maxEntries && !entries.has(key)) entries.clear();
    builds += 1;
    const entry = { version, json, etag: `"${prefix}-${builds.toString(36)}"` };
    entries.set(key, entry);
    return entry;
  }
  function keep(key: string, version: number, json: string): string {
    return keepEntry(key, version, json).json;
  }
  function getOrNull(key: string, version: number, build: () => unknown): string | null {
    const hit = entries.get(key);
    if (hit && hit.version === version) return hit.json;
    const value = build();
    return value === null ? null : keep(key, version, JSON.stringify(value));
  }
  return {
    getOrNull,
    getText(key, version, build) {
      const hit = entries.get(key);
      return hit && hit.version === version ? hit.json : keep(key, version, build());
    },
    get: (key, version, build) => getOrNull(key, version, build) ?? 'null',
    getTagged(key, version, build) {
      const hit = entries.get(key);
      const entry = hit && hit.version === version ? hit : keepEntry(key, version, build());
      return { json: entry.json, etag: entry.etag };
    },
  };
}
