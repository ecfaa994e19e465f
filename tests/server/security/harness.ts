import { startServer, routesOf, type RunningServer } from '../../../server/app';
import type { RouteEntry } from '../../../server/http/router';
import { createLiveService, type LiveService } from '../../../server/live';
import { SharedTables } from '../../../server/casino/shared';
import { BingoHall } from '../../../server/bingo';
import { VirtualSports } from '../../../server/virtualSports';
import { TvStudio } from '../../../server/tvGames';
import { LottoHall } from '../../../server/lotto';
import type { Db } from '../../../server/db/db';
import { createMessageService } from '../../../server/messages';
import { createWalletService } from '../../../server/wallet';
import { captureLogger, openTestDb, tempDir, type CapturedLog } from '../helpers';

export const ADMIN_TOKEN = 'security-admin-token-0123456789';
export const SUPPORT_TOKEN = 'security-support-token-0123456789';

/**
 * The whole app (server/app.ts) as production builds it, plus the test
 * switches and every operator endpoint (the tokens set), over an in-memory
 * database and a still live world: the security tests walk all its routes.
 */
export interface SecurityHarness {
  readonly db: Db;
  readonly url: string;
  readonly log: CapturedLog;
  readonly live: LiveService;
  routes(): readonly RouteEntry[];
  close(): Promise<void>;
}

export async function startSecurityHarness(): Promise<SecurityHarness> {
  const previous = process.env.SUPPORT_OPERATOR_TOKEN;
  // The shell reads its operator token from the environment only while it registers its routes.
  process.env.SUPPORT_OPERATOR_TOKEN = SUPPORT_TOKEN;
  const db = await openTestDb();
  const log = captureLogger();
  const live = createLiveService({ db, log, seed: 7, changesPerSecond: 0, autoTick: false, simulator: { suspensionsPerSecond: 0 } });
  await live.start();
  // The casino's crash and roulette tables, standing still (no timer): their routes are walked like every other.
  const sharedTables = new SharedTables({ db, log, autoTick: false });
  await sharedTables.start();
  // The bingo rooms, standing still likewise.
  const bingo = new BingoHall({ db, log, autoTick: false });
  await bingo.start();
  // The virtual sports schedule, standing still likewise.
  const virtualSports = new VirtualSports({ db, log, autoTick: false });
  // The TV shows, standing still likewise.
  const tvGames = new TvStudio({ db, log, autoTick: false });
  await tvGames.start();
  // The lotteries likewise: no timer, nothing drawn but what a request comes due for.
  const lotto = new LottoHall({ db, log, autoTick: false });
  await lotto.start();
  const dist = tempDir('security-dist-');
  let running: RunningServer;
  try {
    running = await startServer({
      db,
      distDir: dist.path,
      port: 0,
      log,
      live,
      sharedTables,
      bingo,
      virtualSports,
      tvGames,
      lotto,
      testFaults: true,
      adminToken: ADMIN_TOKEN,
      wallet: createWalletService({ db, log, adminToken: ADMIN_TOKEN }),
      messages: createMessageService({ db, log, adminToken: ADMIN_TOKEN }),
    });
  } finally {
    if (previous === undefined) delete process.env.SUPPORT_OPERATOR_TOKEN;
    else process.env.SUPPORT_OPERATOR_TOKEN = previous;
  }
  return {
    db,
    url: running.url,
    log,
    live,
    routes: () => routesOf(running.server),
    async close() {
      await running.close();
      await live.stop();
      await db.close();
      dist.remove();
    },
  };
}
