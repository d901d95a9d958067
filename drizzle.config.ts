import { defineConfig } from 'drizzle-kit';

/** One schema, one migrations folder, for PGlite and PostgreSQL alike. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema/index.ts',
  out: './drizzle',
});
