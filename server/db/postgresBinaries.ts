import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The folder of PostgreSQL's programs (initdb, pg_ctl, pg_dump, pg_restore):
 * PG_BIN when set, else the newest of Debian's /usr/lib/postgresql/<v>/bin,
 * which are not on the PATH (Debian puts only wrappers there, and a clean
 * machine may lack even those). The newest, because pg_dump refuses a
 * server newer than itself.
 */
export function postgresBinDir(program = 'pg_dump'): string {
  const given = process.env.PG_BIN;
  if (given) {
    if (!existsSync(join(given, program))) throw new Error(`PG_BIN=${given} has no ${program}`);
    return given;
  }
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((v) => /^\d+$/.test(v) && existsSync(join(root, v, 'bin', program)))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  const [newest] = versions;
  if (!newest)
    throw new Error(
      `PostgreSQL's ${program} is not installed (no /usr/lib/postgresql/<version>/bin/${program}).\n` +
        'Install it (as root): apt-get update && apt-get install -y postgresql  (or set PG_BIN to the folder holding it).',
    );
  return join(root, newest, 'bin');
}
