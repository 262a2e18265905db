// Serialized answers kept until the book version they were built from changes. Serializing a
// few hundred games costs far more than a map lookup, and the same lists are asked for by
// every visitor of a page.
export interface JsonCache {
  /** The cached JSON for `key` at `version`, or `build()` serialized and kept. */
  get(key: string, version: number, build: () => unknown): string;
  /** The same for JSON built by the caller (a list joined from cached pieces). */
  getText(key: string, version: number, build: () => string): string;
  /** The same, for answers that may not exist (null is not kept). */
  getOrNull(key: string, version: number, build: () => unknown): string | null;
}

export function createJsonCache(maxEntries = 2000): JsonCache {
  const entries = new Map<string, { version: number; json: string }>();
  function keep(key: string, version: number, json: string): string {
    // Old keys (past minutes, rare queries, finished games) go once the map is full.
    if (entries.size >= maxEntries && !entries.has(key)) entries.clear();
    entries.set(key, { version, json });
    return json;
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
  };
}
