// Serialized answers kept until the book version they were built from changes. Serializing a
// few hundred games costs far more than a map lookup, and the same lists are asked for by
// every visitor of a page.
export interface JsonCache {
  /** The cached JSON for `key` at `version`, or `build()` serialized and kept. */
  get(key: string, version: number, build: () => unknown): string;
  /** The same, for answers that may not exist (null is not kept). */
  getOrNull(key: string, version: number, build: () => unknown): string | null;
}

export function createJsonCache(maxEntries = 2000): JsonCache {
  const entries = new Map<string, { version: number; json: string }>();
  function getOrNull(key: string, version: number, build: () => unknown): string | null {
    const hit = entries.get(key);
    if (hit && hit.version === version) return hit.json;
    const value = build();
    if (value === null) return null;
    const json = JSON.stringify(value);
    // Old keys (past minutes, rare queries) go once the map is full.
    if (entries.size >= maxEntries && !hit) entries.clear();
    entries.set(key, { version, json });
    return json;
  }
  return {
    getOrNull,
    get: (key, version, build) => getOrNull(key, version, build) ?? 'null',
  };
}
