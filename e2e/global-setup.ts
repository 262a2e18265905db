// Vitest global setup of the e2e project: one production server for the whole run, on a free
// port with an in-memory database, handed to the specs through `provide`/`inject('baseUrl')`.
import type { TestProject } from 'vitest/node';
import { startProductionServer } from './production-server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Origin of the production server under test, e.g. `http://127.0.0.1:3456`. */
    baseUrl: string;
  }
}

/** Game seconds per real second of the e2e server's feed (live games run 20 times faster). */
export const E2E_FEED_SPEED = 20;

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // Every spec registers its own players from one address: lift the per-address registration
  // limit (a captcha after a few sign-ups an hour) that would otherwise stop the later specs.
  // DEV_TOOLS=1 turns on the mail/SMS outbox (`/web-api/dev/outbox`) the auth spec reads.
  const server = await startProductionServer({
    // Live odds move quickly: 20 game seconds per real second.
    env: {
      REGISTRATIONS_PER_IP_PER_HOUR: '100000',
      // Every browser of the run reads the API from this one address.
      READS_PER_IP_PER_MINUTE: '100000',
      DEV_TOOLS: '1',
      // A production build refuses DEV_TOOLS=1 unless forced (issue 13 item 18): a test server.
      DEV_TOOLS_FORCE: '1',
      FEED_SPEED: String(E2E_FEED_SPEED),
    },
  });
  project.provide('baseUrl', server.baseUrl);
  return async function teardown(): Promise<void> {
    await server.stop();
  };
}
