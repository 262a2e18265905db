import { defineConfig } from 'drizzle-kit';

// Used by `npm run db:generate` (run from the repository root): compares the schema files with
// the committed migrations and writes the next migration into packages/db/migrations.
export default defineConfig({
  dialect: 'postgresql',
  schema: './packages/db/src/schema/*.ts',
  out: './packages/db/migrations',
  casing: undefined,
  strict: true,
  verbose: true,
});
