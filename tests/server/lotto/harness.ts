import { moneyOf, newGamePlayer, testKey } from '../gamePlayer';
import { afterEach } from 'vitest';
import { startServer, type RunningServer } from '../../../server/app';
import type { Db } from '../../../server/db/db';
import { createLimitService } from '../../../server/limits';
import { LottoHall } from '../../../server/lotto';
import { testClock, type TestClock } from '../auth/helpers';
import { captureLogger, expectLedgerBalanced, fileScoped, openTestDb, tempDir } from '../helpers';

/** The real server with the lotteries on a manual clock: nothing is drawn until a test advances it. */
export interface LottoHarness {
  readonly db: Db;
  readonly clock: TestClock;
  readonly hall: LottoHall;
  readonly url: string;
  advance(ms: number): Promise<void>;
}

export function lottoHarnessForFile(): LottoHarness {
  const h = fileScoped(
    async (): Promise<LottoHarness & { close(): Promise<void> }> => {
      const db = await openTestDb();
      const clock = testClock();
      const log = captureLogger();
      const dist = tempDir('lotto-dist-');
      const hall = new LottoHall({ db, log, now: clock.now, autoTick: false });
      await hall.start();
      const limits = createLimitService({ db, now: clock.now });
      const running: RunningServer = await startServer({ db, distDir: dist.path, port: 0, log, lotto: hall, limits, testFaults: true });
      return {
        db,
        clock,
        hall,
        url: running.url,
        async advance(ms) {
          clock.advance(ms);
          await hall.settleDue();
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
export const newPlayer = (h: LottoHarness, money = 1_000_000) => newGamePlayer(h, { prefix: 'lotto', money });
export { moneyOf };
export const buyKey = (): string => testKey('lotto');
