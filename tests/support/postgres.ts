import { threadId } from 'node:worker_threads';
import pg from 'pg';
import { inject } from 'vitest';

/**
 * Databases on the suite's throwaway PostgreSQL cluster (started by
 * tests/support/postgresSetup.ts, or the one TEST_DATABASE_URL names).
 */
declare module 'vitest' {
  export interface ProvidedContext {
    /** Superuser URL of the cluster's `postgres` database. */
    postgresAdminUrl: string;
    /** Databases to copy (CREATE DATABASE ... TEMPLATE): migrated, migrated + site config, migrated + the whole demo. */
    postgresTemplates: Readonly<Record<TemplateName, string>> | undefined;
  }
}

export type TemplateName = 'migrated' | 'config' | 'seeded';

export interface ScratchDatabase {
  readonly url: string;
  drop(): Promise<void>;
}

/** A fresh EMPTY database with a name of its own on the suite's cluster; drop() ends its connections and removes it. */
export async function scratchPostgres(): Promise<{ url: string; drop(): Promise<void> }> {
  return createDatabase(postgresAdminUrl(), undefined);
}

/** The same on the cluster `adminUrl` names (a benchmark's, outside vitest). */
export async function scratchPostgresOn(adminUrl: string): Promise<ScratchDatabase> {
  return createDatabase(adminUrl, undefined);
}

/** A fresh copy of one of the suite's prepared databases: far cheaper than migrating and seeding anew. */
export async function scratchPostgresFrom(template: TemplateName): Promise<ScratchDatabase> {
  const templates = inject('postgresTemplates');
  const name = templates?.[template];
  if (!name) throw new Error(`no ${template} template database: it is prepared for the server-postgres project only`);
  return createDatabase(postgresAdminUrl(), name);
}

export function postgresAdminUrl(): string {
  const url = inject('postgresAdminUrl') ?? process.env.TEST_DATABASE_URL;
  if (!url)
    throw new Error("No test PostgreSQL: vitest starts one in tests/support/postgresSetup.ts (is it in this project's globalSetup?)");
  return url;
}

let created = 0;

async function withAdmin<T>(adminUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function createDatabase(adminUrl: string, template: string | undefined): Promise<ScratchDatabase> {
  created += 1;
  const name = `t_${process.pid}_${threadId}_${created}_${Math.random().toString(36).slice(2, 8)}`;
  // Copying a template is refused while anyone is connected to it: a copy made by another file at the same moment is not.
  await withAdmin(adminUrl, (admin) => admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  let dropped = false;
  return {
    url: url.toString(),
    async drop() {
      if (dropped) return;
      dropped = true;
      await withAdmin(adminUrl, async (admin) => {
        // A pool's end() resolves before its sockets have closed: give them a moment, so FORCE ends only connections
        // really left behind (a killed server process's), and a closed pool does not log the termination as an error.
        for (let wait = 0; wait < 40; wait += 1) {
          const { rows } = await admin.query<{ n: number }>('SELECT count(*)::integer AS n FROM pg_stat_activity WHERE datname = $1', [
            name,
          ]);
          if ((rows[0]?.n ?? 0) === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 25));
        }
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      });
    },
  };
}
