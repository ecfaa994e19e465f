import { moneyOf, newGamePlayer, testKey } from '../gamePlayer';
import { afterEach } from 'vitest';
import { startServer, type RunningServer } from '../../../server/app';
import { createBetService } from '../../../server/bets';
import type { Db } from '../../../server/db/db';
import { createLimitService } from '../../../server/limits';
import { createLiveService, type LiveService } from '../../../server/live';
import { TotoService } from '../../../server/toto';
import { testClock, type TestClock } from '../auth/helpers';
import { captureLogger, expectLedgerBalanced, fileScoped, openTestDb, tempDir } from '../helpers';

/** The real server with the live world and the toto on one manual clock: nothing moves until a test moves it. */
export interface TotoHarness {
  readonly db: Db;
  readonly clock: TestClock;
  readonly live: LiveService;
  readonly toto: TotoService;
  readonly url: string;
}

export function totoHarnessForFile(): TotoHarness {
  const h = fileScoped(
    async (): Promise<TotoHarness & { close(): Promise<void> }> => {
      const db = await openTestDb();
      const clock = testClock();
      const log = captureLogger();
      const live = createLiveService({
        db,
        log,
        now: clock.now,
        seed: 23,
        changesPerSecond: 0,
        autoTick: false,
        simulator: { suspensionsPerSecond: 0 },
      });
      await live.start();
      const toto = new TotoService({ db, log, live, now: clock.now });
      const bets = createBetService({ db, log, live, now: clock.now, sweepMs: 0 });
      const limits = createLimitService({ db, now: clock.now });
      const dist = tempDir('toto-dist-');
      const running: RunningServer = await startServer({
        db,
        distDir: dist.path,
        port: 0,
        log,
        live,
        bets,
        toto,
        limits,
        testFaults: true,
      });
      return {
        db,
        clock,
        live,
        toto,
        url: running.url,
        async close() {
          await running.close();
          await live.stop();
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

/** A fresh signed-in player with a main account in `iso` holding `money`. */
export const newPlayer = (h: TotoHarness, money = 1_000_000, iso = 'RUB') => newGamePlayer(h, { prefix: 'tipster', money, iso });
export { moneyOf };
export const couponKey = (): string => testKey('toto');
