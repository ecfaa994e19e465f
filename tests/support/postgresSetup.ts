import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrate } from '../../server/db/migrate';
import { openPostgres } from '../../server/db/postgres';
import { seedDemoData } from '../../server/db/seed';
import { seedDemo } from '../../server/demo';
import { startPostgresCluster, stopOnExit, type PostgresCluster } from './postgresCluster';
import type { TemplateName } from './postgres';

/**
 * Vitest global setup: one throwaway PostgreSQL cluster for the whole run
 * (or the server TEST_DATABASE_URL names), shared by every project that lists
 * this file, stopped and deleted after the last one. For the server-postgres
 * project it also prepares the template databases the test databases are
 * copied from, so no test file pays for migrations.
 */
interface Shared {
  users: number;
  adminUrl: string;
  cluster: PostgresCluster | undefined;
  detach: () => void;
}

// Each project loads this file on its own: the cluster is kept on the process, counted.
const KEY = Symbol.for('betting-site.test-postgres');
const holder = globalThis as unknown as Record<symbol, Promise<Shared> | undefined>;

async function acquire(): Promise<Shared> {
  const given = process.env.TEST_DATABASE_URL;
  if (given) return { users: 0, adminUrl: given, cluster: undefined, detach: () => undefined };
  const cluster = await startPostgresCluster();
  return { users: 0, adminUrl: cluster.adminUrl, cluster, detach: stopOnExit(cluster) };
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  holder[KEY] ??= acquire();
  const shared = await holder[KEY];
  shared.users += 1;
  let templates: Record<TemplateName, string> | undefined;
  try {
    project.provide('postgresAdminUrl', shared.adminUrl);
    if (project.name === 'server-postgres') {
      templates = await prepareTemplates(shared.adminUrl);
      project.provide('postgresTemplates', templates);
    }
  } catch (error) {
    await release(shared, templates);
    throw error;
  }
  return () => release(shared, templates);
}

async function release(shared: Shared, templates: Record<TemplateName, string> | undefined): Promise<void> {
  if (templates && !shared.cluster)
    await admin(
      shared.adminUrl,
      Object.values(templates).map((t) => `DROP DATABASE IF EXISTS ${t} WITH (FORCE)`),
    );
  shared.users -= 1;
  if (shared.users > 0) return;
  holder[KEY] = undefined;
  shared.detach();
  shared.cluster?.stop();
}

async function admin(adminUrl: string, statements: readonly string[]): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    for (const sql of statements) await client.query(sql);
  } finally {
    await client.end();
  }
}

async function prepareTemplates(adminUrl: string): Promise<Record<TemplateName, string>> {
  // Unique names: a server given by TEST_DATABASE_URL may serve two runs at once.
  const prefix = `tpl_${process.pid}_${Date.now().toString(36)}`;
  const names: Record<TemplateName, string> = { migrated: `${prefix}_migrated`, config: `${prefix}_config`, seeded: `${prefix}_seeded` };
  const build = async (
    name: string,
    from: string | undefined,
    fill: (db: Awaited<ReturnType<typeof openPostgres>>) => Promise<unknown>,
  ) => {
    await admin(adminUrl, [`CREATE DATABASE ${name}${from ? ` TEMPLATE ${from}` : ''}`]);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const db = await openPostgres(url.toString());
    try {
      await fill(db);
    } finally {
      await db.close();
    }
  };
  await build(names.migrated, undefined, (db) => migrate(db));
  await build(names.config, names.migrated, (db) => seedDemoData(db));
  await build(names.seeded, names.migrated, (db) => seedDemo(db));
  return names;
}
