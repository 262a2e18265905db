import { createRequire, register } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { defineConfig } from 'drizzle-kit';

// Used by `npm run db:generate` (run from the repository root): compares the schema files with
// the committed migrations and writes the next migration into packages/db/migrations.

const here = dirname(fileURLToPath(import.meta.url));

// drizzle-kit (installed at the root) loads drizzle-orm from its own location, but npm placed
// drizzle-orm under packages/db/node_modules only. Until the install hoists it, point both of
// drizzle-kit's module loaders at this package's copy; once it resolves from the root, this
// does nothing.
function resolvesFromRoot(): boolean {
  try {
    createRequire(join(here, '..', '..', 'package.json')).resolve('drizzle-orm');
    return true;
  } catch {
    return false;
  }
}
if (!resolvesFromRoot()) {
  const local = join(here, 'node_modules');
  const Module = createRequire(import.meta.url)('node:module') as { _initPaths(): void };
  process.env.NODE_PATH = [local, process.env.NODE_PATH].filter(Boolean).join(':');
  Module._initPaths();
  const parent = pathToFileURL(join(here, 'package.json')).href;
  const hook = `export async function resolve(specifier, context, next) {
    try { return await next(specifier, context); } catch (error) {
      if (specifier !== 'drizzle-orm' && !specifier.startsWith('drizzle-orm/')) throw error;
      return next(specifier, { ...context, parentURL: ${JSON.stringify(parent)} });
    }
  }`;
  register(`data:text/javascript,${encodeURIComponent(hook)}`);
}

export default defineConfig({
  dialect: 'postgresql',
  schema: './packages/db/src/schema/*.ts',
  out: './packages/db/migrations',
  strict: true,
  verbose: true,
});
