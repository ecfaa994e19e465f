import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Plugin } from 'vite';
import { GAME_FRAME_PAGE } from '../src/protocol/casino/play';

const ROOT = fileURLToPath(new URL('../src/ui/gameFrame/', import.meta.url));

/**
 * The casino's game frame (src/ui/gameFrame) is its own small app served by
 * the games origin: built after the site, by its own build (none of the
 * site's shell, workers or service worker), into `<outDir>-frame`, where the
 * server's games origin reads it (server/casino/gamesServer.ts).
 */
export function gameFrameBuild(): Plugin {
  let outDir = 'dist';
  return {
    name: 'game-frame-build',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async closeBundle() {
      await build({
        configFile: false,
        root: ROOT,
        base: GAME_FRAME_PAGE,
        logLevel: 'warn',
        plugins: [react()],
        build: { outDir: fileURLToPath(new URL(`../${outDir}-frame/`, import.meta.url)), emptyOutDir: true, target: 'es2022' },
      });
    },
  };
}
