/// <reference types="vitest/config" />
import { defineConfig } from 'vite'
import { configDefaults } from 'vitest/config'
import react from '@vitejs/plugin-react'

/** Plain .ts unit tests that assert on the page's own state (goober's first style element): kept isolated. */
const domLogicTests = ['tests/unit/style-sheet.test.ts']

/** What every unit test file has: a page, and every language's strings from the start. */
const unitSetup = { environment: 'happy-dom' as const, setupFiles: ['tests/unit/support/all-strings.ts'] }

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
          // Rendered screens and anything that writes to the page's style sheets: each file in a fresh module graph
          // (screens share singletons: the palette's store, the locale, toasts, goober's sheet).
          include: ['tests/unit/**/*.test.tsx', ...domLogicTests],
          ...unitSetup,
        },
      },
      {
        test: {
          name: 'unit-logic',
          // Commands, schemas, machines and helpers keep no state between files: one module graph for all of them
          // (about a third of the isolated time; order-independent under shuffled runs, docs/decisions.md).
          include: ['tests/unit/**/*.test.ts', 'tests/machines/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...domLogicTests],
          ...unitSetup,
          isolate: false,
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
