import type { Database, Db } from '@playfield/db';
import {
  SITE_CONFIG_KEYS,
  checkSiteConfig,
  isSiteConfigKey,
  siteConfigDefaults,
  siteConfigFields,
} from '@playfield/protocol/site-config';
import type { PublicSiteConfig, SiteConfig, SiteConfigKey } from '@playfield/protocol/site-config';
import type {
  BffConfig,
  SiteConfigGroupId,
  SiteConfigGroupValues,
  SiteConfigGroupsResponse,
} from '@playfield/protocol/site-config-api';
import type { z } from 'zod';
import { SiteConfigError } from './errors.ts';
import { siteConfigRepository } from './repository.ts';
import type { HistoryLine, SiteConfigRepository, StoredValue } from './repository.ts';
import { groupValue, toBffConfig, toGroupsResponse, toPublicSiteConfig } from './views.ts';
import type { ViewContext } from './views.ts';

/** One configuration key as `list()` reports it. */
export interface SiteConfigEntry {
  key: SiteConfigKey;
  value: unknown;
  /** `database`: a stored value; `default`: no row; `invalid`: a stored value that no longer
   * validates (the default is used in its place). */
  source: 'database' | 'default' | 'invalid';
  updatedAt: Date | null;
}

/** Who changes a key, and the transaction to change it in (the console's audited write). */
export interface SetKeyOptions {
  /** `operator:ID`, `cli`, ... (default `system`). */
  changedBy?: string;
  tx?: Db;
}

export const CONFIG_HISTORY_PAGE_SIZE = 50;

/** Reads and changes the site configuration, with a short cache for the hot read path. */
export interface SiteConfigService {
  /** How long a read is served from memory: a change reaches running sites within this. */
  readonly cacheTtlMs: number;
  /** The whole configuration (cached; the result is frozen, copy it before changing it). */
  get(): Promise<SiteConfig>;
  /** The browser-safe part, for the shell (cached). */
  getPublic(): Promise<PublicSiteConfig>;
  /**
   * The current value at `path`: a key (`maintenance`) or a dotted path into it
   * (`maintenance.isActive`). Reads the database, not the cache.
   * @throws SiteConfigError `unknown_key` when the key or a path segment does not exist
   */
  getKey(path: string): Promise<unknown>;
  /**
   * Validates and stores a new value at `path` (a key or a dotted path into an object value)
   * and returns the key's new whole value. Checks the field's schema and the rules that tie
   * fields together; unknown object fields are refused rather than dropped.
   * @throws SiteConfigError `unknown_key` or `invalid_value`, listing every problem
   */
  setKey(path: string, rawValue: unknown, options?: SetKeyOptions): Promise<unknown>;
  /** A key's recorded changes (issue 15), newest first, 50 a page. */
  history(key: string, page: number): Promise<{ items: HistoryLine[]; total: number }>;
  /** Every key with its current value and where it comes from. Reads the database. */
  list(): Promise<SiteConfigEntry[]>;
  /** One numbered configuration group (spec §3). */
  group<K extends SiteConfigGroupId>(
    id: K,
    context?: ViewContext,
  ): Promise<SiteConfigGroupValues[K]>;
  /** Several groups keyed by id, as `GET /bff-api/config/group/get` answers. */
  groups(
    ids: readonly SiteConfigGroupId[],
    context?: ViewContext,
  ): Promise<SiteConfigGroupsResponse>;
  /** The Bff config, as `GET /bff-api/config/all.json` answers. */
  bff(context?: ViewContext): Promise<BffConfig>;
  /** Drops the cache: the next read goes to the database. */
  invalidate(): void;
}

/** Dependencies of {@link createSiteConfigService}. */
export interface SiteConfigServiceDeps {
  database: Database;
  /** Clock in milliseconds (default `Date.now`). */
  now?: () => number;
  /** Cache lifetime in milliseconds (default 5000). */
  cacheTtlMs?: number;
  /** Told when a stored value no longer validates and its default is used instead. */
  onInvalidValue?: (key: SiteConfigKey, problems: string[]) => void;
}

const DEFAULT_CACHE_TTL_MS = 5_000;

interface Loaded {
  config: SiteConfig;
  entries: SiteConfigEntry[];
}

function describeIssues(key: string, error: z.ZodError): string[] {
  return error.issues.map((issue) => {
    const at = [key, ...issue.path.map(String)].join('.');
    return `${at}: ${issue.message}`;
  });
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Fields present in `raw` that validation dropped (zod strips unknown object keys). */
function droppedFields(raw: unknown, parsed: unknown, at: string): string[] {
  if (Array.isArray(raw) && Array.isArray(parsed)) {
    return raw.flatMap((item, i) => droppedFields(item, parsed[i], `${at}[${i}]`));
  }
  if (!isPlainObject(raw) || !isPlainObject(parsed)) return [];
  return Object.keys(raw).flatMap((name) =>
    Object.hasOwn(parsed, name)
      ? droppedFields(raw[name], parsed[name], `${at}.${name}`)
      : [`${at}.${name}: unknown field`],
  );
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

function splitPath(path: string): { key: SiteConfigKey; rest: string[] } {
  const [key = '', ...rest] = path.split('.');
  if (!isSiteConfigKey(key)) {
    const near = SITE_CONFIG_KEYS.find((k) => k.toLowerCase() === key.toLowerCase());
    throw new SiteConfigError('unknown_key', path, [
      near ? `did you mean "${near}"?` : 'run `npm run config -- list` to see every key',
    ]);
  }
  if (rest.some((segment) => segment === '')) {
    throw new SiteConfigError('unknown_key', path, ['a path has no empty segments']);
  }
  return { key, rest };
}

function readAt(value: unknown, path: string, rest: string[]): unknown {
  let here = value;
  for (const [i, segment] of rest.entries()) {
    if (!isPlainObject(here) || !Object.hasOwn(here, segment)) {
      const parent = [path.split('.')[0], ...rest.slice(0, i)].join('.');
      const fields = isPlainObject(here) ? Object.keys(here).join(', ') : 'none';
      throw new SiteConfigError('unknown_key', path, [
        `${parent} has no field "${segment}" (fields: ${fields})`,
      ]);
    }
    here = here[segment];
  }
  return here;
}

function writeAt(value: unknown, path: string, rest: string[], next: unknown): unknown {
  if (rest.length === 0) return next;
  readAt(value, path, rest);
  const copy = structuredClone(value) as Record<string, unknown>;
  let here = copy;
  for (const segment of rest.slice(0, -1)) here = here[segment] as Record<string, unknown>;
  here[rest.at(-1) as string] = next;
  return copy;
}

/** The site-configuration service over `deps.database`. */
export function createSiteConfigService(deps: SiteConfigServiceDeps): SiteConfigService {
  const now = deps.now ?? Date.now;
  const cacheTtlMs = deps.cacheTtlMs ?? DEFAULT_CACHE_TTL_MS;
  const repository = siteConfigRepository(deps.database.db);
  let cached: { at: number; config: SiteConfig; publicConfig: PublicSiteConfig } | undefined;
  let inFlight: Promise<SiteConfig> | undefined;
  // Bumped by every write: a read that started before it must not refill the cache.
  let generation = 0;

  function interpret(stored: Map<string, StoredValue>, report: boolean): Loaded {
    const defaults = siteConfigDefaults();
    const config: Record<string, unknown> = { ...defaults };
    const entries: SiteConfigEntry[] = [];
    for (const key of SITE_CONFIG_KEYS) {
      const row = stored.get(key);
      if (!row) {
        entries.push({ key, value: defaults[key], source: 'default', updatedAt: null });
        continue;
      }
      const parsed = siteConfigFields[key].safeParse(row.value);
      if (parsed.success) {
        config[key] = parsed.data;
        entries.push({ key, value: parsed.data, source: 'database', updatedAt: row.updatedAt });
      } else {
        if (report) deps.onInvalidValue?.(key, describeIssues(key, parsed.error));
        entries.push({ key, value: defaults[key], source: 'invalid', updatedAt: row.updatedAt });
      }
    }
    return { config: config as SiteConfig, entries };
  }

  async function load(from: SiteConfigRepository = repository, report = false): Promise<Loaded> {
    return interpret(await from.readAll(), report);
  }

  async function get(): Promise<SiteConfig> {
    if (cached && now() - cached.at < cacheTtlMs) return cached.config;
    if (!inFlight) {
      const started = generation;
      inFlight = load(repository, true)
        .then(({ config }) => {
          const frozen = deepFreeze(config);
          if (started === generation) {
            cached = {
              at: now(),
              config: frozen,
              publicConfig: deepFreeze(toPublicSiteConfig(frozen)),
            };
          }
          return frozen;
        })
        .finally(() => {
          inFlight = undefined;
        });
    }
    return inFlight;
  }

  function invalidate(): void {
    generation += 1;
    cached = undefined;
    inFlight = undefined;
  }

  return {
    cacheTtlMs,
    get,
    async getPublic() {
      const config = await get();
      return cached?.config === config ? cached.publicConfig : toPublicSiteConfig(config);
    },
    async getKey(path) {
      const { key, rest } = splitPath(path);
      const { config } = await load();
      return readAt(config[key], path, rest);
    },
    async setKey(path, rawValue, options = {}) {
      const { key, rest } = splitPath(path);
      // The one write function (issue 15): the command line and the console both come here,
      // and every change is recorded in the history with the value before and after.
      const base = options.tx ? siteConfigRepository(options.tx) : repository;
      const stored = await base.exclusively(async (locked) => {
        const all = await locked.readAll();
        const { config } = await load(locked);
        const candidate = writeAt(config[key], path, rest, rawValue);
        const parsed = siteConfigFields[key].safeParse(candidate);
        if (!parsed.success) {
          throw new SiteConfigError('invalid_value', path, describeIssues(key, parsed.error));
        }
        const dropped = droppedFields(candidate, parsed.data, key);
        if (dropped.length > 0) throw new SiteConfigError('invalid_value', path, dropped);
        const problems = checkSiteConfig({ ...config, [key]: parsed.data });
        if (problems.length > 0) throw new SiteConfigError('invalid_value', path, problems);
        await locked.write(key, parsed.data);
        await locked.addHistory({
          key,
          before: all.get(key)?.value ?? null,
          after: parsed.data,
          changedBy: options.changedBy ?? 'system',
        });
        return parsed.data;
      });
      invalidate();
      return stored;
    },
    async list() {
      return (await load()).entries;
    },
    history(key, page) {
      return repository.history(splitPath(key).key, page, CONFIG_HISTORY_PAGE_SIZE);
    },
    async group(id, context = {}) {
      return groupValue(await get(), id, context);
    },
    async groups(ids, context = {}) {
      return toGroupsResponse(await get(), ids, context);
    },
    async bff(context = {}) {
      return toBffConfig(await get(), context);
    },
    invalidate,
  };
}
