import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  plugins: [react()],
  // #app/… is src/app/…: tsconfig.json's paths, as in vite.config.ts.
  resolve: { tsconfigPaths: true },
  test: {
    // Test files share a worker's modules instead of importing them afresh each (the unit, component and contract
    // tests took 278 s isolated, 120 s not, on a 2-core machine; they pass in any order: --sequence.shuffle.files).
    isolate: false,
    // Vitest's default in a run is one worker fewer than the cores, one worker on a 2-core machine, which left a core
    // idle: these tests took 177 s there with one worker and 110 s with two (decision 0074).
    maxWorkers: '100%',
    projects: [
      // Logic runs in Node, which starts far faster than a DOM: a .ts test that needs one says so in its first line
      // (`// @vitest-environment jsdom`); component tests (.tsx) run in jsdom.
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            'src/**/*.test.ts',
            'mocks/**/*.test.ts',
            'harness/**/*.test.ts',
            'scripts/**/*.test.ts',
            'tests/support/**/*.test.ts',
            'tests/bench/**/*.test.ts',
          ],
          setupFiles: ['tests/session-tokens.ts', 'tests/unit-setup.ts'],
          // Above the 10 s ceiling of findBy… and waitFor (tests/unit-setup.ts), so a wait that times out says why.
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'unit-dom',
          environment: 'jsdom',
          include: ['src/**/*.test.tsx', 'harness/**/*.test.tsx'],
          setupFiles: ['tests/session-tokens.ts', 'tests/unit-setup.ts'],
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'contract',
          environment: 'node',
          include: ['tests/contract/**/*.test.ts'],
          setupFiles: ['tests/session-tokens.ts'],
        },
      },
      // Only through `npm run test:contract -- --base-url URL`, which sets CONTRACT_BASE_URL.
      ...(process.env.CONTRACT_BASE_URL
        ? [
            {
              extends: true,
              test: {
                name: 'contract-live',
                environment: 'node',
                include: ['tests/contract-live/**/*.test.ts'],
              },
            },
          ]
        : []),
      {
        extends: true,
        test: {
          name: 'bundle',
          environment: 'node',
          include: ['tests/bundle/**/*.test.ts'],
        },
      },
    ],
  },
})
