import { describe, expect, it } from 'vitest';
import { formatEnvErrors, loadEnv, parseEnv } from './env.ts';

describe('parseEnv', () => {
  it('applies the documented defaults', () => {
    const result = parseEnv({}, '/srv/playfield');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.env).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
      dataDir: '/srv/playfield/data',
      redisUrl: undefined,
      role: 'all',
      publicUrl: 'http://localhost:3000',
      logLevel: 'info',
      pageCacheSeconds: 5,
      nodeEnv: 'production',
    });
    expect(result.env.trustProxy.has('127.0.0.1')).toBe(true);
    expect(result.env.trustProxy.has('10.0.0.1')).toBe(false);
  });

  it('reads every variable', () => {
    const result = parseEnv(
      {
        PORT: '8080',
        DATABASE_URL: 'postgres://pf:pf@db:5432/playfield',
        DATA_DIR: 'memory://',
        REDIS_URL: 'redis://cache:6379',
        ROLE: 'worker',
        PUBLIC_URL: 'https://playfield.example/',
        LOG_LEVEL: 'debug',
        TRUST_PROXY: '10.0.0.0/8',
        PAGE_CACHE_SECONDS: '0',
        NODE_ENV: 'test',
      },
      '/x',
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.env).toMatchObject({
      port: 8080,
      databaseUrl: 'postgres://pf:pf@db:5432/playfield',
      dataDir: 'memory://',
      redisUrl: 'redis://cache:6379',
      role: 'worker',
      publicUrl: 'https://playfield.example',
      logLevel: 'debug',
      pageCacheSeconds: 0,
      nodeEnv: 'test',
    });
    expect(result.env.trustProxy.has('10.9.9.9')).toBe(true);
    expect(result.env.trustProxy.has('127.0.0.1')).toBe(false);
  });

  it('derives PUBLIC_URL from PORT and treats blank values as unset', () => {
    const result = parseEnv({ PORT: '4321', ROLE: '', LOG_LEVEL: ' ' });
    expect(result.ok && result.env.publicUrl).toBe('http://localhost:4321');
    expect(result.ok && result.env.role).toBe('all');
  });

  it('lists every bad value at once', () => {
    const result = parseEnv({
      PORT: 'eighty',
      DATABASE_URL: 'mysql://x',
      REDIS_URL: 'http://cache',
      ROLE: 'boss',
      PUBLIC_URL: 'not a url',
      LOG_LEVEL: 'loud',
      TRUST_PROXY: 'proxy.local',
      PAGE_CACHE_SECONDS: '999',
      NODE_ENV: 'staging',
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const names = result.errors.map((e) => e.split(':')[0]);
    expect(names.sort()).toEqual(
      [
        'DATABASE_URL',
        'LOG_LEVEL',
        'NODE_ENV',
        'PAGE_CACHE_SECONDS',
        'PORT',
        'PUBLIC_URL',
        'REDIS_URL',
        'ROLE',
        'TRUST_PROXY',
      ].sort(),
    );
    expect(result.errors.find((e) => e.startsWith('PORT'))).toContain('"eighty"');
  });

  it('reads the feed settings with their defaults and refuses bad ones', () => {
    const defaults = parseEnv({});
    expect(
      defaults.ok && [defaults.env.feedSpeed, defaults.env.feedSeed, defaults.env.feedMargin],
    ).toEqual([1, 1, 0.05]);
    const set = parseEnv({ FEED_SPEED: '20', FEED_SEED: '7', FEED_MARGIN: '0.08' });
    expect(set.ok && [set.env.feedSpeed, set.env.feedSeed, set.env.feedMargin]).toEqual([
      20, 7, 0.08,
    ]);
    const bad = parseEnv({ FEED_SPEED: '0', FEED_SEED: 'x', FEED_MARGIN: '0.5' });
    expect(bad.ok).toBe(false);
    if (bad.ok) return;
    expect(bad.errors.map((e) => e.split(':')[0]).sort()).toEqual([
      'FEED_MARGIN',
      'FEED_SEED',
      'FEED_SPEED',
    ]);
  });

  it('refuses DEV_TOOLS=1 in production unless DEV_TOOLS_FORCE=1 (the outbox shows reset links)', () => {
    const refused = parseEnv({ DEV_TOOLS: '1' });
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.errors.join('\n')).toMatch(/^DEV_TOOLS: .*DEV_TOOLS_FORCE=1/m);
    expect(parseEnv({ DEV_TOOLS: '1', NODE_ENV: 'production', DEV_TOOLS_FORCE: '0' }).ok).toBe(
      false,
    );
    const forced = parseEnv({ DEV_TOOLS: '1', DEV_TOOLS_FORCE: '1' });
    expect(forced.ok && forced.env.devTools).toBe(true);
    const development = parseEnv({ DEV_TOOLS: '1', NODE_ENV: 'development' });
    expect(development.ok && development.env.devTools).toBe(true);
    const off = parseEnv({});
    expect(off.ok && off.env.devTools).toBe(false);
  });

  it('rejects a port above 65535', () => {
    const result = parseEnv({ PORT: '70000' });
    expect(result.ok).toBe(false);
  });
});

describe('loadEnv', () => {
  it('prints the list and exits with 1 on a bad value', () => {
    const printed: string[] = [];
    const exit = (code: number): never => {
      throw new Error(`exit ${code}`);
    };
    expect(() =>
      loadEnv({ ROLE: 'boss', PORT: '-1' }, { print: (t) => printed.push(t), exit }),
    ).toThrow('exit 1');
    expect(printed[0]).toContain('Playfield cannot start');
    expect(printed[0]).toContain('ROLE');
    expect(printed[0]).toContain('PORT');
  });

  it('formats one line per problem', () => {
    expect(formatEnvErrors(['A: bad', 'B: worse']).split('\n')).toEqual([
      'Playfield cannot start: the environment is invalid.',
      '  - A: bad',
      '  - B: worse',
    ]);
  });
});
