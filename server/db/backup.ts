import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { loadPgliteFolder, dumpPgliteFolder, openPglite, takeFolderLock } from './pglite';
import { postgresBinDir } from './postgresBinaries';

/**
 * Backups of the server's database, whichever adapter holds it: PostgreSQL
 * (DATABASE_URL) through Debian's pg_dump / pg_restore in their custom
 * format; a PGlite folder (DATA_DIR) as PGlite's own gzipped tarball of the
 * whole folder. A restore goes only into an empty target unless forced.
 */
export interface BackupTarget {
  /** PostgreSQL when set; otherwise the PGlite folder. */
  readonly databaseUrl?: string | undefined;
  readonly dataDir: string;
}

/** A refusal or failure the operator can act on: the CLI prints its message alone. */
export class BackupError extends Error {}

type Format = 'postgres' | 'pglite' | 'unknown';

function formatOf(file: string): Format {
  const head = readFileSync(file).subarray(0, 5);
  if (head.toString('latin1') === 'PGDMP') return 'postgres';
  if (head[0] === 0x1f && head[1] === 0x8b) return 'pglite';
  return 'unknown';
}

/** Writes the backup of `target` to `file` (refusing to overwrite one unless forced); answers a line for the operator. */
export async function backupDatabase(target: BackupTarget, file: string, options: { force?: boolean } = {}): Promise<string> {
  if (existsSync(file) && !options.force) throw new BackupError(`${file} exists already: give another file, or --force to overwrite it.`);
  // Written beside and renamed at the end: a backup cut short never looks like a whole one.
  const part = `${file}.part`;
  try {
    if (target.databaseUrl) {
      await runProgram('pg_dump', ['--format=custom', '--no-owner', `--file=${part}`, `--dbname=${target.databaseUrl}`]);
    } else {
      if (!holdsDatabase(target.dataDir)) throw new BackupError(`No PGlite database in ${target.dataDir} (set DATA_DIR, or DATABASE_URL).`);
      writeFileSync(part, await withFolder(target.dataDir, 'back up', () => dumpPgliteFolder(target.dataDir)));
    }
    renameSync(part, file);
  } finally {
    rmSync(part, { force: true });
  }
  const size = (statSync(file).size / 1024 / 1024).toFixed(1);
  return `Backed up ${target.databaseUrl ? 'the PostgreSQL database' : `the PGlite folder ${target.dataDir}`} to ${file} (${size} MB).`;
}

/** Restores `file` into `target`, which must be empty unless forced; answers a line for the operator. */
export async function restoreDatabase(target: BackupTarget, file: string, options: { force?: boolean } = {}): Promise<string> {
  if (!existsSync(file)) throw new BackupError(`No backup file ${file}.`);
  const format = formatOf(file);
  if (format === 'unknown') throw new BackupError(`${file} is not a backup made by npm run db:backup.`);
  if (target.databaseUrl) {
    if (format !== 'postgres')
      throw new BackupError(`${file} is a PGlite folder backup: restore it without DATABASE_URL, into a PGlite folder (DATA_DIR).`);
    const tables = await countTables(target.databaseUrl);
    if (tables > 0 && !options.force)
      throw new BackupError(
        `The database already holds ${tables} tables: restore into a new empty database (CREATE DATABASE ...), ` +
          'or --force to replace the objects the backup holds (tables only the target has stay).',
      );
    await runProgram('pg_restore', [
      '--no-owner',
      '--no-privileges',
      '--exit-on-error',
      '--single-transaction',
      ...(tables > 0 ? ['--clean', '--if-exists'] : []),
      `--dbname=${target.databaseUrl}`,
      file,
    ]);
    return `Restored ${file} into the PostgreSQL database.`;
  }
  if (format !== 'pglite')
    throw new BackupError(`${file} is a PostgreSQL backup (pg_dump): restore it with DATABASE_URL set to an empty database.`);
  const dataDir = target.dataDir;
  const occupied = existsSync(dataDir) && readdirSync(dataDir).length > 0;
  if (occupied && !options.force)
    throw new BackupError(
      `${dataDir} is not empty: restore into a new folder (DATA_DIR=...), or --force to replace it (the old one is kept aside).`,
    );
  return withFolder(dataDir, 'restore into', async () => {
    // Loaded and opened beside the target first: a bad backup leaves the target as it was.
    const fresh = `${dataDir}.restoring-${process.pid}`;
    rmSync(fresh, { recursive: true, force: true });
    try {
      await loadPgliteFolder(fresh, readFileSync(file));
      const check = await openPglite(fresh);
      await check.query('SELECT count(*) FROM schema_migrations').finally(() => check.close());
    } catch (error) {
      rmSync(fresh, { recursive: true, force: true });
      throw new BackupError(`${file} did not load as a PGlite folder: ${error instanceof Error ? error.message : String(error)}`);
    }
    let kept = '';
    if (existsSync(dataDir)) {
      kept = `${dataDir}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
      renameSync(dataDir, kept);
    }
    renameSync(fresh, dataDir);
    return `Restored ${file} into the PGlite folder ${dataDir}.${kept ? ` The folder it replaced is kept as ${kept}.` : ''}`;
  });
}

function holdsDatabase(dataDir: string): boolean {
  return existsSync(join(dataDir, 'PG_VERSION'));
}

/** Runs `work` holding the folder's lock; a server that has the folder open is named, with what to do. */
async function withFolder<T>(dataDir: string, verb: string, work: () => Promise<T>): Promise<T> {
  let release: () => void;
  try {
    release = takeFolderLock(dataDir);
  } catch (error) {
    const pid = /process (\d+)/.exec(error instanceof Error ? error.message : '')?.[1] ?? '?';
    throw new BackupError(
      `Cannot ${verb} ${dataDir}: a running server (process ${pid}) has it open, and a PGlite folder is copied whole only while ` +
        'nobody writes to it. Stop the server, then run this again.',
    );
  }
  // Held throughout, so a server started meanwhile is refused (the dump's own take of it, from this process, passes).
  try {
    return await work();
  } finally {
    release();
  }
}

async function countTables(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect().catch((error: unknown) => {
    throw new BackupError(`Cannot connect to DATABASE_URL: ${error instanceof Error ? error.message : String(error)}`);
  });
  try {
    const { rows } = await client.query<{ n: number }>(
      `SELECT count(*)::integer AS n FROM pg_class c JOIN pg_namespace s ON s.oid = c.relnamespace
        WHERE c.relkind IN ('r', 'p', 'v', 'm', 'S')
          AND s.nspname NOT IN ('pg_catalog', 'information_schema') AND s.nspname NOT LIKE 'pg\\_%'`,
    );
    return rows[0]?.n ?? 0;
  } finally {
    await client.end();
  }
}

function runProgram(program: 'pg_dump' | 'pg_restore', args: readonly string[]): Promise<void> {
  const bin = join(postgresBinDir(program), program);
  return new Promise((resolve, reject) => {
    const child = spawn(bin, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', (error) => reject(new BackupError(`${program} could not start: ${error.message}`)));
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new BackupError(`${program} failed (exit ${String(code)}):\n${stderr.trim()}`)),
    );
  });
}
