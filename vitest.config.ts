import { defineConfig } from 'vitest/config';

const common = ['**/node_modules/**', '**/build/**', '**/dist/**', 'data/**'];

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['{apps,packages,bench,scripts}/**/*.test.{ts,tsx}'],
          exclude: [...common, '**/*.integration.test.{ts,tsx}'],
          setupFiles: ['./scripts/test-setup.ts'],
          // Simulation-heavy unit tests (feed pricing vs engine) run for seconds on a loaded
          // 2-core CI machine; the default 5 s would make them flaky, not stricter.
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['{apps,packages}/**/*.integration.test.{ts,tsx}'],
          exclude: common,
          setupFiles: ['./scripts/test-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.spec.ts'],
          exclude: common,
          globalSetup: ['./e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          fileParallelism: false,
          // A poll waits for what a person waits for; on a loaded 2-core machine a page may take
          // seconds to get there. Vitest's default (1 s) would fail a correct page.
          expect: { poll: { timeout: 15_000, interval: 100 } },
        },
      },
    ],
  },
});
