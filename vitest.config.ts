import os from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: {
      '@': path.resolve(import.meta.dirname),
      // `server-only` throws outside React's server build; the data modules are tested in Node.
      'server-only': path.resolve(import.meta.dirname, 'lib/testing/empty.ts'),
    },
  },
  test: {
    environment: 'node',
    include: ['lib/**/*.test.ts', 'components/**/*.test.ts', 'scripts/**/*.test.ts', 'supabase/functions/**/*.test.ts'],
    // Each file opens its own database (PGlite in memory, or a fresh database on the server),
    // a copy of one migrated and seeded once per run.
    globalSetup: ['lib/testing/global-setup.ts'],
    setupFiles: ['lib/testing/setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // A file's time goes to its own database engine, one core each: as many files at once as the
    // machine has cores (vitest's default leaves one idle, half the machine on two cores).
    maxWorkers: os.availableParallelism(),
  },
});
