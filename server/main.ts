/**
 * CLI wrapper: reads the environment, opens and migrates the database, seeds
 * demo data into empty tables, starts the server, prints the ready line and
 * shuts down gracefully on SIGINT/SIGTERM. Everything else lives in app.ts.
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { shutdownGracefully, startServer } from './app';
import { verificationConfigFromEnv } from './verification';
import { migrate } from './db/migrate';
import { publicOriginFromEnv } from './http/publicOrigin';
import { openDb } from './db/open';
import { seedDemo } from './demo';
import { createLiveService } from './live';
import { SharedTables } from './casino/shared';
import { BingoHall } from './bingo';
import { VirtualSports } from './virtualSports';
import { TvStudio } from './tvGames';
import { LottoHall } from './lotto';
import { createLogger, parseLogLevel } from './log';
import { ffmpegMaker, StreamLibrary, streamsDirFromEnv } from './media';

const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));

function parsePort(value: string | undefined, name = 'PORT', fallback = 8080): number {
  if (value === undefined || value === '') return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`${name} must be 0..65535; got "${value}"`);
  return port;
}

/**
 * The frozen world of the visual snapshots (test servers only: NODE_ENV=test
 * or ENABLE_TEST_ROUTES=1, as app.ts decides for the /__test switches):
 * LIVE_FROZEN_AT (epoch ms or an ISO date) makes the live catalogue's clock
 * start there, so a fresh demo world is the same on every run (its start
 * times come from that clock and LIVE_SEED); LIVE_PAUSED=1 starts the
 * simulator paused (no start, score, suspension or drift; the feed and its
 * heartbeats go on). Elsewhere both are ignored with a warning.
 */
function frozenWorld(env: NodeJS.ProcessEnv): { now: () => number; paused: boolean } {
  const asked = Boolean(env.LIVE_FROZEN_AT) || env.LIVE_PAUSED === '1';
  const allowed = env.NODE_ENV !== 'production' && (env.NODE_ENV === 'test' || env.ENABLE_TEST_ROUTES === '1');
  if (!asked || !allowed) {
    if (asked) process.stderr.write('LIVE_FROZEN_AT and LIVE_PAUSED are test switches: ignored outside test servers\n');
    return { now: Date.now, paused: false };
  }
  const raw = env.LIVE_FROZEN_AT ?? '';
  const at = raw === '' ? Number.NaN : /^\d+$/.test(raw) ? Number(raw) : Date.parse(raw);
  if (raw !== '' && !Number.isFinite(at)) throw new Error(`LIVE_FROZEN_AT must be epoch ms or an ISO date; got "${raw}"`);
  const startedAt = Date.now();
  return { now: Number.isFinite(at) ? () => at + (Date.now() - startedAt) : Date.now, paused: env.LIVE_PAUSED === '1' };
}

async function main(): Promise<void> {
  const env = process.env;
  // Before anything opens: production without PUBLIC_ORIGIN stops here with the reason (links must never follow the Host header).
  publicOriginFromEnv(env);
  const log = createLogger(parseLogLevel(env.LOG_LEVEL));
  const port = parsePort(env.PORT);
  // The casino's games origin (server/casino): PORT + 1 unless set; 0 picks a free one.
  const gamesPort = parsePort(env.GAMES_PORT, 'GAMES_PORT', port === 0 ? 0 : port + 1);
  const host = env.HOST || '127.0.0.1';
  const distDir = resolve(REPO_ROOT, env.DIST_DIR || 'dist');
  const databaseUrl = env.DATABASE_URL || undefined;
  const dataDir = resolve(REPO_ROOT, env.DATA_DIR || '.data/pglite');

  const opening = performance.now();
  const db = await openDb({ databaseUrl, dataDir });
  const opened = performance.now();
  try {
    const migrated = await migrate(db, { warn: log.warn });
    if (migrated.applied.length > 0) log.info(`Migrations applied: ${migrated.applied.join(', ')}`);
    const seeded = await seedDemo(db);
    if (seeded.length > 0) log.info(`Demo data seeded into: ${seeded.join(', ')}`);
  } catch (error) {
    await db.close();
    throw error;
  }

  const frozen = frozenWorld(env);
  const live = createLiveService({
    db,
    log,
    now: frozen.now,
    paused: frozen.paused,
    seed: Number(env.LIVE_SEED || 1),
    changesPerSecond: Number(env.LIVE_RATE || 50),
    gamesPerChamp: Number(env.LIVE_GAMES_PER_CHAMP || 0) || undefined,
    clockSpeed: Number(env.LIVE_CLOCK_SPEED || 0) || undefined,
  });
  // The casino's crash and roulette tables: rounds a restart left open are settled or refunded before the first request.
  const sharedTables = new SharedTables({ db, log });
  // The bingo rooms: games with cards a restart left running play on; an idle room does nothing.
  const bingo = new BingoHall({ db, log });
  // Virtual sports: the server starts it; events with bets a restart left settle by their seeded result.
  const virtualSports = new VirtualSports({ db, log });
  // The TV shows: a draw with bets a restart left open goes on or is drawn to its seeded result; an idle show does nothing.
  const tvGames = new TvStudio({ db, log });
  // The lotteries: a draw overdue since the last process is drawn now; the timer runs only while a draw holds a ticket.
  const lotto = new LottoHall({ db, log });
  const running = await live
    .start()
    .then(() => sharedTables.start())
    .then(() => bingo.start())
    .then(() => tvGames.start())
    .then(() => lotto.start())
    .then(() =>
      startServer({
        db,
        distDir,
        log,
        port,
        gamesPort,
        host,
        live,
        sharedTables,
        bingo,
        virtualSports,
        tvGames,
        lotto,
        verification: verificationConfigFromEnv(env, REPO_ROOT, dataDir),
        // The games' live video loops, made once each with ffmpeg (server/media/README.md).
        streams: new StreamLibrary({ root: streamsDirFromEnv(REPO_ROOT, env), make: ffmpegMaker({ log }), log }),
      }),
    )
    .catch(async (error: unknown) => {
      await live.stop().catch(() => undefined);
      await sharedTables.stop();
      await bingo.stop();
      await virtualSports.stop();
      await tvGames.stop();
      await lotto.stop();
      await db.close();
      throw error;
    });
  // The ready line is the contract with scripts and e2e; LOG_LEVEL does not hide it.
  process.stdout.write(`Site ready at ${running.url}\n`);
  log.info(`Games origin at ${running.gamesUrl}`);
  // performance.now() counts from this process's start.
  log.info(
    `Started in ${Math.round(performance.now())} ms (${db.kind} open ${Math.round(opened - opening)} ms, ` +
      `migrate+seed+listen ${Math.round(performance.now() - opened)} ms)`,
  );

  let stopping = false;
  const stop = (signal: NodeJS.Signals): void => {
    if (stopping) {
      log.warn(`${signal} again: exiting without waiting`);
      process.exit(1);
    }
    stopping = true;
    // The feed first: open streams end with a reason and pending world state is written, then HTTP and the database.
    live
      .stop()
      .then(() => shutdownGracefully(running, db, log))
      .then(
        () => process.exit(0),
        (error: unknown) => {
          log.error(`Shutdown failed: ${String(error)}`);
          process.exit(1);
        },
      );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  process.stderr.write(`Server failed to start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
