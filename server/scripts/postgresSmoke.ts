/**
 * Runs the server's database path against the PostgreSQL that DATABASE_URL
 * names: migrations twice, seed twice, a rolled-back transaction, then the
 * config routes over HTTP. Vitest runs on embedded PGlite; this proves the
 * same SQL on the real thing.
 *
 *   DATABASE_URL=postgres://user@host:5432/db npx tsx server/scripts/postgresSmoke.ts
 *
 * It creates the server's tables in that database (use a scratch one).
 */
import { configAllAnswerSchema, configGroupAnswerSchema } from '../../src/protocol/schemas/siteConfig';
import { startServer } from '../app';
import { migrate } from '../db/migrate';
import { openPostgres } from '../db/postgres';
import { seedDemoData } from '../db/seed';
import { silentLogger } from '../log';

function check(condition: boolean, what: string): void {
  if (!condition) throw new Error(`FAILED: ${what}`);
  process.stdout.write(`ok   ${what}\n`);
}

async function main(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('Set DATABASE_URL to a scratch PostgreSQL database');
  const db = await openPostgres(url);
  try {
    const first = await migrate(db);
    const second = await migrate(db);
    check(second.applied.length === 0, `migrations idempotent (first run applied ${first.applied.length})`);
    await seedDemoData(db);
    check((await seedDemoData(db)).seeded.length === 0, 'seed only fills empty tables');
    const before = await db.query<{ n: number }>('SELECT count(*)::integer AS n FROM site_text');
    await db
      .transaction(async (tx) => {
        await tx.query("INSERT INTO site_text (lang, key, value) VALUES ('en', 'smoke', 'x')");
        throw new Error('rollback');
      })
      .catch(() => undefined);
    const after = await db.query<{ n: number }>('SELECT count(*)::integer AS n FROM site_text');
    check(before[0]?.n === after[0]?.n, 'transaction rolls back on throw');

    const running = await startServer({ db, distDir: '/nonexistent', log: silentLogger, port: 0 });
    try {
      const all = await fetch(new URL('/web-api/bff-api/config/all.json?lang=en', running.url), {
        headers: { 'x-country-code': 'gb' },
      });
      const config = configAllAnswerSchema.parse(await all.json()).data;
      check(all.status === 200 && config.countryCode === 'gb' && config.defaultLanguage === 'en', 'all.json valid, gb override');
      const group = await fetch(new URL('/web-api/bff-api/config/group/get?groups=1,6&lang=ru', running.url));
      const groups = configGroupAnswerSchema.parse(await group.json()).data;
      check(Object.keys(groups).join() === '1,6', 'group/get answers the groups asked');
    } finally {
      await running.close();
    }
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
