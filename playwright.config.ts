import { defineConfig } from '@playwright/test';
import { AGE_PRE_ANSWERED } from './e2e/support/ageNotice';
import { CHROMIUM_ARGS, chromiumExecutable } from './e2e/support/chromium';

/**
 * Each worker process starts its own reference server (e2e/support/server.ts)
 * on a free port with a fresh database; each test gets a fresh browser
 * context, so IndexedDB starts empty.
 */
export default defineConfig({
  testDir: 'e2e',
  // One migrated database folder every server of the run copies (e2e/support/databaseTemplate.ts).
  globalSetup: './e2e/support/databaseTemplate.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: 0,
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    headless: true,
    launchOptions: { executablePath: chromiumExecutable(), args: CHROMIUM_ARGS },
    // Recording a trace of every test (kept only for failures) took near half the run's CPU on two cores, the
    // screencast most of it: a failure keeps its screenshot and its page snapshot (error-context.md); to trace a
    // failing spec, run it again with `--trace on`.
    trace: 'off',
    screenshot: 'only-on-failure',
    // An action that cannot happen (a dialog covering a button) fails by its name, not by the test's timeout.
    actionTimeout: 30_000,
    // Every context starts past the age notice (e2e/support/ageNotice.ts); e2e/ageNotice.spec.ts opts out.
    storageState: AGE_PRE_ANSWERED,
  },
});
