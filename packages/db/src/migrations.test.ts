import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findRepoRoot, readMigrations, resolveMigrationsFolder } from './migrations.ts';

const repoRoot = resolve(fileURLToPath(new URL('../../..', import.meta.url)));

describe('migrations folder', () => {
  it('finds the repository root (package.json with workspaces) from a nested directory', () => {
    expect(findRepoRoot(join(repoRoot, 'packages', 'db', 'src'))).toBe(repoRoot);
    expect(findRepoRoot('/')).toBeUndefined();
  });

  it('resolves packages/db/migrations from anywhere inside the checkout', () => {
    const expected = join(repoRoot, 'packages', 'db', 'migrations');
    expect(resolveMigrationsFolder(join(repoRoot, 'apps', 'server'))).toBe(expected);
    expect(resolveMigrationsFolder(repoRoot)).toBe(expected);
  });

  it('falls back to the folder next to the source when started outside the checkout', async () => {
    const outside = await mkdtemp(join(tmpdir(), 'playfield-cwd-'));
    try {
      expect(resolveMigrationsFolder(outside)).toBe(join(repoRoot, 'packages', 'db', 'migrations'));
    } finally {
      await rm(outside, { recursive: true, force: true });
    }
  });

  it('reads the committed migrations in order, each with a hash', () => {
    const migrations = readMigrations(resolveMigrationsFolder(repoRoot));
    expect(migrations.length).toBeGreaterThan(0);
    const times = migrations.map((m) => m.folderMillis);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(migrations.every((m) => /^[0-9a-f]{64}$/.test(m.hash))).toBe(true);
  });

  it('refuses a folder without a journal', () => {
    expect(() => readMigrations(tmpdir())).toThrow(/No migrations journal/);
  });
});
