import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
    environment: 'node',
    testTimeout: 20_000,
    pool: 'threads',
    // Radix primitives in jsdom (tests/ui) need a few browser APIs jsdom does not have, and lazy parts need patient waits.
    setupFiles: ['tests/support/domPolyfills.ts', 'tests/support/domWaits.ts'],
  },
});
