import { resolve } from 'node:path'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  plugins: [react()],
  // As in vite.config.ts and tsconfig.json: #app/… is src/app/….
  resolve: { alias: [{ find: /^#app\//, replacement: `${resolve(import.meta.dirname, 'src/app')}/` }] },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: [
            'src/**/*.test.{ts,tsx}',
            'mocks/**/*.test.ts',
            'harness/**/*.test.{ts,tsx}',
            'scripts/**/*.test.ts',
          ],
          setupFiles: ['tests/unit-setup.ts'],
          // Above the 10 s ceiling of findBy… and waitFor (tests/unit-setup.ts), so a wait that times out says why.
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'contract',
          environment: 'node',
          include: ['tests/contract/**/*.test.ts'],
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
