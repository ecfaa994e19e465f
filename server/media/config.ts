import { resolve } from 'node:path';

/** The streams' cache folder: STREAMS_DIR, else .data/streams beside the embedded database's .data/pglite (both git-ignored). */
export function streamsDirFromEnv(root: string, env: NodeJS.ProcessEnv = process.env): string {
  return resolve(root, env.STREAMS_DIR || '.data/streams');
}
