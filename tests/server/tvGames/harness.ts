import { afterEach } from 'vitest';
import { startServer, type RunningServer } from '../../../server/app';
import { TV_GAMES_CONFIG, type TvGamesConfig } from '../../../server/config/tvGames';
import type { Db } from '../../../server/db/db';
import { createLimitService } from '../../../server/limits';
import { TV_GAMES_TEST_PATH, TvStudio } from '../../../server/tvGames';
import type { TvDraw } from '../../../src/protocol/tvGames';
import { testClock, type TestClock } from '../auth/helpers';
import { captureLogger, expectLedgerBalanced, fileScoped, openTestDb, tempDir } from '../helpers';

/** Seconds, not minutes: a test show's schedule (10 s of betting, a ball a second, 5 s of pause). */
export const TEST_TV_GAMES: TvGamesConfig = {
  ...TV_GAMES_CONFIG,
  shows: TV_GAMES_CONFIG.shows.map((show) => ({ ...show, bettingMs: 10_000, ballMs: 1_000, pauseMs: 5_000 })),
  chainLength: 50,
};

/** The real server with the TV shows on a manual clock: nothing moves until a test advances it. */
export interface TvHarness {
  readonly db: Db;
  readonly clock: TestClock;
  readonly studio: TvStudio;
  readonly url: string;
  advance(ms: number): Promise<void>;
  /** The test switch, as e2e drives it. */
  switchTo(body: unknown): Promise<{ status: number; draw: TvDraw | null }>;
}

export function tvHarnessForFile(): TvHarness {
  const h = fileScoped(
    async (): Promise<TvHarness & { close(): Promise<void> }> => {
      const db = await openTestDb();
      const clock = testClock();
      const log = captureLogger();
      const dist = tempDir('tv-dist-');
      const studio = new TvStudio({ db, log, now: clock.now, config: TEST_TV_GAMES, autoTick: false });
      await studio.start();
      const limits = createLimitService({ db, now: clock.now });
      const running: RunningServer = await startServer({ db, distDir: dist.path, port: 0, log, tvGames: studio, limits, testFaults: true });
      return {
        db,
        clock,
        studio,
        url: running.url,
        async advance(ms) {
          clock.advance(ms);
          await studio.tick();
        },
        async switchTo(body) {
          const res = await fetch(new URL(TV_GAMES_TEST_PATH, running.url), { method: 'POST', body: JSON.stringify(body) });
          return { status: res.status, draw: res.status === 200 ? ((await res.json()) as { draw: TvDraw | null }).draw : null };
        },
        async close() {
          await running.close();
          await db.close();
          dist.remove();
        },
      };
    },
    (running) => running.close(),
  );
  afterEach(async () => {
    await expectLedgerBalanced(h.db);
  });
  return h;
}

let keys = 0;
export const betKey = (): string => `tv-key-${Date.now().toString(36)}-${(keys += 1)}`;
