/**
 * npm run media:streams: makes the live video loop (server/media) of every
 * game with video that is not finished, so the first viewers wait for none.
 * The games are the database's (DATABASE_URL, else the PGlite folder of
 * DATA_DIR, default .data/pglite; a running server owns a PGlite folder: stop
 * it first), or, before the first start, the demo world a fresh database gets
 * from LIVE_SEED. Loops already made and whole are kept. Into STREAMS_DIR,
 * default .data/streams.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { GAME_STATUS } from '../../src/protocol/constants/gameStatus';
import { openDb } from '../db/open';
import { createDemoWorld } from '../live';
import { gamesPerChamp } from '../live/demoWorld';
import { loadWorld } from '../live/store';
import type { World } from '../live/world';
import { createLogger } from '../log';
import { ffmpegMaker, StreamLibrary, streamsDirFromEnv } from '../media';

const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));

async function worldOf(env: NodeJS.ProcessEnv, now: number): Promise<{ world: World; from: string }> {
  const databaseUrl = env.DATABASE_URL || undefined;
  const dataDir = resolve(REPO_ROOT, env.DATA_DIR || '.data/pglite');
  if (!databaseUrl && !existsSync(dataDir)) {
    const seed = Number(env.LIVE_SEED || 1);
    return {
      world: createDemoWorld(seed, now, gamesPerChamp(Number(env.LIVE_GAMES_PER_CHAMP || 0) || undefined)),
      from: `demo world of seed ${seed}`,
    };
  }
  const db = await openDb({ databaseUrl, dataDir });
  try {
    return { world: await loadWorld(db, now), from: databaseUrl ? 'the database' : dataDir };
  } finally {
    await db.close();
  }
}

async function main(): Promise<void> {
  const log = createLogger('warn');
  const { world, from } = await worldOf(process.env, Date.now());
  const games = [...world.games.values()].filter((g) => g.hasVideo && g.status !== GAME_STATUS.finished);
  const library = new StreamLibrary({ root: streamsDirFromEnv(REPO_ROOT), make: ffmpegMaker({ log }), log });
  process.stdout.write(`${games.length} games with video in ${from}; loops into ${library.root}\n`);
  const started = performance.now();
  for (const game of games) await library.loop(game.id);
  process.stdout.write(`Done in ${Math.round(performance.now() - started)} ms\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`media:streams failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
