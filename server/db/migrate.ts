import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from './db';

export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));

/** Same key on every server: two processes starting together take turns. */
const MIGRATION_LOCK_KEY = 73_310_001;

const FILE_NAME = /^(\d{3})_([a-z0-9_]+)\.sql$/;

export interface Migration {
  readonly version: number;
  readonly name: string;
  readonly sql: string;
  /** Of the statements only: a comment edited later is not a changed migration. */
  readonly checksum: string;
  /** Of the whole file, as databases migrated before comments were left out recorded it. */
  readonly fileChecksum: string;
}

const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

/** The file without its whole-line `--` comments and blank lines: what the database runs. */
function statementsOf(sql: string): string {
  return sql
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.trimStart().startsWith('--'))
    .join('\n');
}

export interface MigrateResult {
  readonly applied: readonly string[];
  readonly skipped: number;
}

/** Numbered files `NNN_name.sql`, in version order; gaps allowed, duplicates not. */
export function readMigrations(dir: string = MIGRATIONS_DIR): Migration[] {
  const migrations: Migration[] = [];
  for (const file of readdirSync(dir).sort()) {
    if (!file.endsWith('.sql')) continue;
    const match = FILE_NAME.exec(file);
    if (!match) throw new Error(`Migration file name "${file}" must look like 001_name.sql (lowercase, digits, _)`);
    const sql = readFileSync(join(dir, file), 'utf8');
    migrations.push({
      version: Number(match[1]),
      name: file,
      sql,
      checksum: sha256(statementsOf(sql)),
      fileChecksum: sha256(sql),
    });
  }
  const seen = new Set<number>();
  for (const m of migrations) {
    if (seen.has(m.version)) throw new Error(`Two migrations share version ${m.version} in ${dir}`);
    seen.add(m.version);
  }
  return migrations.sort((a, b) => a.version - b.version);
}

/**
 * Applies every migration not yet recorded in schema_migrations, each in its
 * own transaction together with its record, so a failed file leaves nothing
 * half-applied and the next start retries it. Safe to call at every start.
 */
export async function migrate(db: Db, options: { dir?: string; warn?: (message: string) => void } = {}): Promise<MigrateResult> {
  const migrations = readMigrations(options.dir);
  // Under the lock too: two processes starting at once on a new database would both try to create it.
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version integer PRIMARY KEY,
      name text NOT NULL,
      checksum text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
  });
  const applied: string[] = [];
  let skipped = 0;
  for (const migration of migrations) {
    const ran = await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
      const [done] = await tx.query<{ checksum: string }>('SELECT checksum FROM schema_migrations WHERE version = $1', [migration.version]);
      if (done) {
        if (done.checksum !== migration.checksum && done.checksum !== migration.fileChecksum) {
          options.warn?.(
            `Migration ${migration.name} changed after it was applied; ` +
              'edits to applied migrations are ignored, add a new numbered file instead.',
          );
        }
        return false;
      }
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (version, name, checksum) VALUES ($1, $2, $3)', [
        migration.version,
        migration.name,
        migration.checksum,
      ]);
      return true;
    });
    if (ran) applied.push(migration.name);
    else skipped += 1;
  }
  return { applied, skipped };
}
