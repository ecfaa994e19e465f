import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Server test files the server-postgres project leaves out, each for a reason:
 * they never open a database (a second run would prove nothing new), or they
 * are about the embedded PGlite itself.
 */
const NOT_ON_POSTGRES = [
  // Embedded PGlite itself: `npm run serve` on a data folder and its lock; crash and chaos drills on a PGlite folder.
  'tests/server/cli.test.ts',
  'tests/server/wallet/chaos.test.ts',
  'tests/server/wallet/crash.test.ts',
  // Backs up and restores both kinds itself (a PGlite folder, a PostgreSQL database).
  'tests/server/backup.test.ts',
  // On PostgreSQL already in the default project (their own scratchPostgres databases, several processes).
  'tests/server/live/leader.test.ts',
  'tests/server/live/leaderProcesses.test.ts',
  'tests/server/scaleOut/crashDrill.test.ts',
  'tests/server/scaleOut/twoProcesses.test.ts',
  // No database at all (pure functions, or a stub Db).
  'tests/server/auth/hashing.test.ts',
  'tests/server/auth/social.test.ts',
  'tests/server/bets/rules.test.ts',
  'tests/server/live/changes.test.ts',
  'tests/server/live/feed.test.ts',
  'tests/server/live/queries.test.ts',
  'tests/server/live/replica.test.ts',
  'tests/server/media/library.test.ts',
  'tests/server/media/liveWindow.test.ts',
  'tests/server/messages/pushHosts.test.ts',
  'tests/server/requestUrl.test.ts',
  'tests/server/seo/seedLanguages.test.ts',
  'tests/server/shell/siteMarks.test.ts',
  'tests/server/shutdown.test.ts',
  'tests/server/static.test.ts',
];

/** Test files of pure code, run without per-file isolation (the `core` project). */
const CORE_FILES = ['tests/core/**/*.test.ts', 'tests/protocol/**/*.test.ts'];
/** The server's test files: each opens its own database and app, so they share one module graph per worker too. */
const SERVER_FILES = ['tests/server/**/*.test.ts'];

export default defineConfig({
  test: {
    environment: 'node',
    testTimeout: 20_000,
    // A beforeAll that opens a database migrates a fresh PGlite through every migration: several seconds alone, more
    // than vitest's default 10 s on two loaded cores, and longer with each migration a feature adds.
    hookTimeout: 30_000,
    pool: 'threads',
    // Vitest's default leaves a core free (one worker on two cores), but most server files wait on a database, a child
    // process or a socket rather than compute: two workers on two cores finish the suite in far less time.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // Radix primitives in jsdom (tests/ui) need a few browser APIs jsdom does not have, and lazy parts need patient waits.
    setupFiles: ['tests/support/domPolyfills.ts', 'tests/support/domWaits.ts'],
    projects: [
      {
        // The pure core and the protocol: no DOM, database, timers or mocks, so one module graph per worker serves
        // every file. Isolating each file re-imported that graph per file, a third of these files' time.
        extends: true,
        test: {
          name: 'core',
          include: CORE_FILES,
          isolate: false,
        },
      },
      {
        // Importing the server's module graph was most of a small server file's time (about 2 s of each on this machine);
        // nothing a file needs lives in module state between files (every file opens its own database, app and clock).
        extends: true,
        test: {
          name: 'server',
          include: SERVER_FILES,
          isolate: false,
          globalSetup: ['tests/support/postgresSetup.ts', 'tests/support/pgliteSetup.ts'],
        },
      },
      {
        // The page's and the worker's files stay isolated: they hold module state a page or a worker holds once (a
        // jsdom document with its cookies, fake IndexedDB, module mocks).
        extends: true,
        test: {
          name: 'default',
          include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
          exclude: [...CORE_FILES, ...SERVER_FILES],
        },
      },
      {
        // The server suite again, on a real PostgreSQL: tests/server/helpers.ts openTestDb reads TEST_DB.
        extends: true,
        test: {
          name: 'server-postgres',
          include: SERVER_FILES,
          exclude: NOT_ON_POSTGRES,
          isolate: false,
          // Half the fuzz cases (the same seed, so the first half of the PGlite run's): bad input is the PGlite run's job,
          // here it is the database under concurrent requests, and the whole fuzz costs a minute on this machine.
          env: { TEST_DB: 'postgres', FUZZ_RUNS: process.env.FUZZ_RUNS ?? '50' },
          globalSetup: ['tests/support/postgresSetup.ts'],
        },
      },
    ],
  },
});
