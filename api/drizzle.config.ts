// drizzle-kit: `pnpm --filter @acolhe/api db:generate` writes a new SQL migration into drizzle/
// from src/db/schema.ts. Migrations are committed and applied by the api at start.
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
