import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { GAME_FRAME_PAGE } from '../src/protocol/casino/play';
import { afterSiteBuild, buildApart } from './afterSiteBuild';

const ROOT = fileURLToPath(new URL('../src/ui/gameFrame/', import.meta.url));

/**
 * The casino's game frame (src/ui/gameFrame) is its own small app served by
 * the games origin: built after the site, by its own build (none of the
 * site's shell, workers or service worker), into `<outDir>-frame`, where the
 * server's games origin reads it (server/casino/gamesServer.ts).
 */
export function gameFrameBuild(): Plugin {
  return afterSiteBuild('game-frame-build', (outDir) =>
    buildApart({
      root: ROOT,
      base: GAME_FRAME_PAGE,
      plugins: [react()],
      build: { outDir: `${outDir}-frame`, emptyOutDir: true, target: 'es2022' },
    }),
  );
}
