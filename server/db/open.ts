import type { Db } from './db';

export interface OpenDbOptions {
  /** When set, real PostgreSQL; otherwise embedded PGlite. */
  readonly databaseUrl?: string | undefined;
  /** PGlite folder; undefined means in memory. */
  readonly dataDir?: string | undefined;
}

/** Loads only the adapter in use: importing `pg` for nothing costs startup time. */
export async function openDb(options: OpenDbOptions): Promise<Db> {
  if (options.databaseUrl) {
    const { openPostgres } = await import('./postgres');
    return openPostgres(options.databaseUrl);
  }
  const { openPglite } = await import('./pglite');
  return openPglite(options.dataDir);
}
