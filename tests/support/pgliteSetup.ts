import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import type { Db } from '../../server/db/db';
import { migrate } from '../../server/db/migrate';
import { dumpPglite, openPglite } from '../../server/db/pglite';
import { seedDemoData } from '../../server/db/seed';
import { seedDemo } from '../../server/demo';
import type { TemplateName } from './postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Files of in-memory PGlite dumps a test database starts from (tests/server/helpers.ts openTestDb). */
    pgliteTemplates: Readonly<Record<TemplateName, string>> | undefined;
  }
}

/**
 * Vitest global setup of the PGlite run: the migrated, configured and seeded
 * databases made once and dumped to files, so a test file's database starts
 * from a dump instead of an initdb, every migration and the seed (about a
 * second and a half each, hundreds of times a run).
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const dir = mkdtempSync(join(tmpdir(), 'pglite-templates-'));
  try {
    const files = {} as Record<TemplateName, string>;
    const fills: Record<TemplateName, (db: Db) => Promise<unknown>> = {
      migrated: async () => undefined,
      config: (db) => seedDemoData(db),
      seeded: (db) => seedDemo(db),
    };
    for (const [name, fill] of Object.entries(fills) as [TemplateName, (db: Db) => Promise<unknown>][]) {
      const db = await openPglite();
      try {
        await migrate(db);
        await fill(db);
        const file = join(dir, `${name}.tar`);
        writeFileSync(file, Buffer.from(await (await dumpPglite(db)).arrayBuffer()));
        files[name] = file;
      } finally {
        await db.close();
      }
    }
    project.provide('pgliteTemplates', files);
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return () => rmSync(dir, { recursive: true, force: true });
}
