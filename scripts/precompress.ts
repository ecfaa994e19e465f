import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';
import { PRECOMPRESSED, PRECOMPRESSED_DIR } from '../src/protocol/constants/precompressed';
import { afterSiteBuild } from './afterSiteBuild';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Text formats worth compressing (images and fonts are compressed already). */
const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.svg', '.json', '.webmanifest', '.wasm']);
/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;

/**
 * Writes a Brotli (.br, best quality) and a gzip (.gz) copy beside each text
 * file of the build's hashed assets, once, at build time: the server sends the
 * copy the browser accepts (server/http/static.ts) instead of compressing
 * every answer again. A copy no smaller than its file is not written.
 */
export function precompressAssets(): Plugin {
  return afterSiteBuild('precompress-assets', async (outDir) => {
    const dir = join(outDir, PRECOMPRESSED_DIR);
    const names = await readdir(dir).catch(() => [] as string[]);
    await Promise.all(
      names
        .filter((name) => COMPRESSIBLE.has(extname(name)))
        .map(async (name) => {
          const file = join(dir, name);
          if ((await stat(file)).size < MIN_BYTES) return;
          const body = await readFile(file);
          const copies = {
            br: await brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
            gzip: await gzipped(body, { level: constants.Z_BEST_COMPRESSION }),
          };
          for (const [encoding, copy] of Object.entries(copies) as [keyof typeof PRECOMPRESSED, Buffer][])
            if (copy.length < body.length) await writeFile(`${file}${PRECOMPRESSED[encoding]}`, copy);
        }),
    );
  });
}
