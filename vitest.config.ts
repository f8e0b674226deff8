import { defineConfig } from 'vitest/config';

// One Vitest run covers every workspace package's unit and integration tests.
// The `walletport-source` condition resolves workspace packages to their TypeScript sources.
export default defineConfig({
  resolve: { conditions: ['walletport-source'] },
  ssr: { resolve: { conditions: ['walletport-source'] } },
  test: {
    include: [
      'packages/*/src/**/*.test.ts',
      'packages/*/test/**/*.test.ts',
      'packages/*/test/**/*.test.tsx',
      'apps/*/test/**/*.test.ts',
      'tools/*/test/**/*.test.ts',
      'test/**/*.test.ts',
    ],
    exclude: ['**/node_modules/**', '**/dist/**', 'e2e/**'],
    // Starts a throw-away Postgres so the server suite runs on PGlite and on a real Postgres.
    globalSetup: ['packages/server/test/support/global-setup.ts'],
    environment: 'node',
    pool: 'threads',
    // Most suites wait on sockets (anvil, Postgres, the relay, local HTTP servers) rather than compute:
    // four workers on a 2-core machine overlap that waiting. Measured on 2 cores: 456 s, against about
    // 600 s with the default of one worker per core.
    maxWorkers: 4,
    testTimeout: 20_000,
  },
});
