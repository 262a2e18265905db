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

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = await startProductionServer();
  project.provide('baseUrl', server.baseUrl);
  return async function teardown(): Promise<void> {
    await server.stop();
  };
}
