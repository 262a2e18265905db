import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { ServerBuild } from 'react-router';

/**
 * Imports React Router's production server build. A missing build is a clear start-up
 * error, not a site that answers every page with 500.
 */
export async function importServerBuild(file: string): Promise<ServerBuild> {
  if (!existsSync(file)) {
    throw new Error(
      `The web app is not built (${file} is missing). Run \`npm run build\`, or \`npm start\`, ` +
        'which builds when needed.',
    );
  }
  // The build is plain ESM beside the bundle; the URL form works on every platform.
  const build = (await import(pathToFileURL(file).href)) as ServerBuild;
  if (!build.routes || !build.entry) {
    throw new Error(`${file} is not a React Router server build`);
  }
  return build;
}
