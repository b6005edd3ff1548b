import { defineConfig } from 'drizzle-kit'

// Run from the repository root: npx drizzle-kit generate --config src/server/db/drizzle.config.ts
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema/index.ts',
  out: './src/server/db/migrations',
})
