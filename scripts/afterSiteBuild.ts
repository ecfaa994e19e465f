import { resolve } from 'node:path';
import { build, type InlineConfig, type Plugin } from 'vite';

/**
 * A plugin that runs `run` once the site's build has written its files,
 * given the site's output folder (absolute): where the builds of their own
 * (the game frame, the layout's frames) start from.
 */
export function afterSiteBuild(name: string, run: (siteOutDir: string) => Promise<void>): Plugin {
  let siteOutDir = 'dist';
  return {
    name,
    apply: 'build',
    configResolved(config) {
      siteOutDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: () => run(siteOutDir),
  };
}

/** A second Vite build inside the site's: none of the site's configuration or plugins, warnings only. */
export async function buildApart(config: InlineConfig): Promise<void> {
  await build({ configFile: false, logLevel: 'warn', ...config });
}
