import { moneyOf, newGamePlayer, testKey } from '../gamePlayer';
import { afterEach } from 'vitest';
import { startServer, type RunningServer } from '../../../server/app';
import { BingoHall } from '../../../server/bingo';
import { BINGO_CONFIG, type BingoConfig } from '../../../server/config/bingo';
import type { Db } from '../../../server/db/db';
import { createLimitService } from '../../../server/limits';
import { testClock, type TestClock } from '../auth/helpers';
import { captureLogger, expectLedgerBalanced, fileScoped, openTestDb, tempDir } from '../helpers';

/** Seconds, not minutes: the schedule of a test room. */
export const TEST_BINGO: BingoConfig = {
  ...BINGO_CONFIG,
  rooms: BINGO_CONFIG.rooms.map((room) => ({ ...room, buyMs: 10_000, ballMs: 1_000 })),
};

/** The real server with the bingo rooms on a manual clock: nothing moves until a test advances it. */
export interface BingoHarness {
  readonly db: Db;
  readonly clock: TestClock;
  readonly hall: BingoHall;
  readonly url: string;
  advance(ms: number): Promise<void>;
}

export function bingoHarnessForFile(): BingoHarness {
  const h = fileScoped(
    async (): Promise<BingoHarness & { close(): Promise<void> }> => {
      const db = await openTestDb();
      const clock = testClock();
      const log = captureLogger();
      const dist = tempDir('bingo-dist-');
      const hall = new BingoHall({ db, log, now: clock.now, config: TEST_BINGO, autoTick: false });
      await hall.start();
      const limits = createLimitService({ db, now: clock.now });
      const running: RunningServer = await startServer({ db, distDir: dist.path, port: 0, log, bingo: hall, limits, testFaults: true });
      return {
        db,
        clock,
        hall,
        url: running.url,
        async advance(ms) {
          clock.advance(ms);
          await hall.tick();
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

/** A fresh signed-in player with a RUB account holding `money`. */
export const newPlayer = (h: Pick<BingoHarness, 'db' | 'url'>, money = 100_000) => newGamePlayer(h, { prefix: 'caller', money });
export { moneyOf };
export const buyKey = (): string => testKey('bingo');
