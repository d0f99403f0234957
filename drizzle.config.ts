import { defineConfig } from 'drizzle-kit';

// `npx drizzle-kit generate` writes SQL migrations to lib/db/migrations; the app applies them at start-up.
// Remove the "public". qualifiers drizzle-kit writes into foreign keys (sed -i 's/"public"\.//g'), so
// a migration applies inside whatever schema DATABASE_SCHEMA names (every test run gets its own).
export default defineConfig({
  dialect: 'postgresql',
  schema: './lib/db/schema/index.ts',
  out: './lib/db/migrations',
});
