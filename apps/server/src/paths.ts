import path from 'node:path';
import { fileURLToPath } from 'node:url';

// This file sits in apps/server/src and its code is bundled into apps/server/dist/main.js:
// both are three levels below the repository root, so one relative URL serves both.
/** The repository root (the directory of the workspace package.json). */
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

export const WEB_ROOT = path.join(REPO_ROOT, 'apps', 'web');
/** React Router's production server build (`react-router build`). */
export const WEB_SERVER_BUILD = path.join(WEB_ROOT, 'build', 'server', 'index.js');
/** The browser half of the build: hashed assets and public files. */
export const WEB_CLIENT_DIR = path.join(WEB_ROOT, 'build', 'client');
/** Committed drizzle migrations, passed explicitly so the bundle finds them from anywhere. */
export const MIGRATIONS_FOLDER = path.join(REPO_ROOT, 'packages', 'db', 'migrations');
