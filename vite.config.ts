/// <reference types="vitest/config" />
import { defineConfig } from 'vite'
import { configDefaults } from 'vitest/config'
import react from '@vitejs/plugin-react'

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 3000}`

export default defineConfig({
  plugins: [react()],
  build: { outDir: 'dist', sourcemap: false, manifest: true, chunkSizeWarningLimit: 800 },
  server: { proxy: { '/api': apiTarget, '/auth': apiTarget } },
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/machines/**/*.test.ts'],
          environment: 'happy-dom',
          setupFiles: ['tests/unit/support/all-strings.ts'],
        },
      },
      {
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          // `*.postgres.test.ts` needs what PGlite cannot give (several server processes on one database): it runs
          // in the PostgreSQL pass of the suite (DATABASE_URL set) and is left out of the PGlite one.
          exclude: process.env.DATABASE_URL ? configDefaults.exclude : [...configDefaults.exclude, 'tests/server/**/*.postgres.test.ts'],
          environment: 'node',
          pool: 'forks',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
          isolate: false,
        },
      },
    ],
  },
})
