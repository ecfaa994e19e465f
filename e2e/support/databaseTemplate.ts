import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrate } from '../../server/db/migrate';
import { openPglite } from '../../server/db/pglite';
import { DATABASE_TEMPLATE_ENV } from './databaseTemplateEnv';

/**
 * Playwright global setup: one data folder with every migration, made once
 * for the run. Each reference server an e2e starts copies it instead of
 * running initdb and the migrations (several seconds on a loaded machine,
 * for each of the run's servers); the server still seeds the demo itself,
 * so its world is as fresh as one `npm start` makes. Workers inherit the
 * variable set here.
 */
export default async function setup(): Promise<() => void> {
  const parent = mkdtempSync(join(tmpdir(), 'bet-e2e-template-'));
  const folder = join(parent, 'pglite');
  const db = await openPglite(folder);
  try {
    await migrate(db);
  } finally {
    await db.close();
  }
  process.env[DATABASE_TEMPLATE_ENV] = folder;
  return () => rmSync(parent, { recursive: true, force: true });
}
