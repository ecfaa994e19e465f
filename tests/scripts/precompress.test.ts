import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import type { ResolvedConfig } from 'vite';
import { precompressAssets } from '../../scripts/precompress';
import { tempDir, writeFiles } from '../server/helpers';

const root = tempDir('precompress-');
afterAll(() => root.remove());

/** The plugin as Vite runs it at the end of a build of `<root>/out`. */
async function runPlugin(): Promise<void> {
  const plugin = precompressAssets();
  (plugin.configResolved as (config: Pick<ResolvedConfig, 'root' | 'build'>) => void)({
    root: root.path,
    build: { outDir: 'out' } as ResolvedConfig['build'],
  });
  await (plugin.closeBundle as () => Promise<void>)();
}

describe("the build's compressed copies", () => {
  it('are written beside each text asset large enough to gain, and decompress to it', async () => {
    const script = `export const rows = [${Array.from({ length: 300 }, (_, i) => `"row ${i}"`).join(',')}];`;
    writeFiles(join(root.path, 'out'), {
      'assets/app-1a2b.js': script,
      'assets/app-1a2b.css': `.a{color:red}`.repeat(200),
      'assets/tiny-1a2b.js': 'export {}',
      'assets/art-1a2b.webp': 'x'.repeat(4000),
      'index.html': `<p>${'x'.repeat(4000)}</p>`,
    });
    await runPlugin();
    const out = (name: string) => join(root.path, 'out', name);
    expect(brotliDecompressSync(readFileSync(out('assets/app-1a2b.js.br'))).toString()).toBe(script);
    expect(gunzipSync(readFileSync(out('assets/app-1a2b.js.gz'))).toString()).toBe(script);
    expect(existsSync(out('assets/app-1a2b.css.br'))).toBe(true);
    // Not for images, files too small to gain, or files outside the hashed assets.
    for (const none of ['assets/tiny-1a2b.js.br', 'assets/art-1a2b.webp.br', 'index.html.br', 'index.html.gz'])
      expect(existsSync(out(none)), none).toBe(false);
  });
});
