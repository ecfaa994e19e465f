import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';
import { afterSiteBuild, buildApart } from './afterSiteBuild';

const ENTRY = fileURLToPath(new URL('../src/ui/prerender/frames.tsx', import.meta.url));

const MODULES = fileURLToPath(new URL('../node_modules/', import.meta.url));

type FramesModule = typeof import('../src/ui/prerender/frames');

/**
 * The layout's frames (src/ui/prerender): rendered to static HTML with
 * react-dom/server after the site's build, one file per preloader kind in
 * `<outDir>/frames/` and the cookie question's per language, which the server fills into a page's body
 * (server/seo/frames.ts) so the layout paints before the script has run.
 */
export function shellFrames(): Plugin {
  return afterSiteBuild('shell-frames', async (outDir) => {
    // A server-side build of the entry (its stylesheet imports dropped: the frame uses the site's), run once, thrown
    // away; inside node_modules so the built file finds react-dom.
    const scratch = mkdtempSync(join(MODULES, '.shell-frames-'));
    try {
      await buildApart({
        build: {
          ssr: ENTRY,
          outDir: scratch,
          emptyOutDir: true,
          target: 'node20',
          rolldownOptions: { output: { entryFileNames: 'frames.mjs' } },
        },
      });
      const module = (await import(pathToFileURL(join(scratch, 'frames.mjs')).href)) as FramesModule;
      const write = (path: string, html: string) => {
        const file = join(outDir, path);
        mkdirSync(dirname(file), { recursive: true });
        writeFileSync(file, html);
      };
      for (const [kind, html] of Object.entries(module.renderFrames()))
        write(module.shellFramePath(kind as keyof ReturnType<FramesModule['renderFrames']>), html);
      for (const [lang, html] of Object.entries(await module.renderConsentFrames()))
        write(module.consentFramePath(lang as keyof Awaited<ReturnType<FramesModule['renderConsentFrames']>>), html);
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  });
}
