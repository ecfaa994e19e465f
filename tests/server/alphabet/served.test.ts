import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedAlphabetDemo } from '../../../server/alphabet';
import { DB_HOOK_TIMEOUT } from '../helpers';
import { startSeoSite, type SeoSite } from '../seo/harness';

/** The glossary's pages as served before any script runs: the status and the head come from the store. */
let seo: SeoSite;
let entry: { slug: string; category: string; block: string };

beforeAll(async () => {
  seo = await startSeoSite();
  await seedAlphabetDemo(seo.db);
  const [row] = await seo.db.query<{ slug: string; category: string; block: string }>(
    `SELECT e.slug, e.category, c.block FROM alphabet_entry e JOIN alphabet_category c ON c.slug = e.category
      WHERE e.slug = 'system'`,
  );
  if (!row) throw new Error('the seeded glossary has no system entry');
  entry = row;
}, DB_HOOK_TIMEOUT);

afterAll(async () => {
  await seo?.close();
});

const page = async (path: string) => {
  const response = await fetch(`${seo.site.url}${path}`, { redirect: 'manual' });
  return { status: response.status, html: await response.text() };
};

describe('the betting alphabet as served', () => {
  it('serves an entry with its term as the title, its definition as the description and its text without script', async () => {
    const { status, html } = await page(`/en/betting-alphabet/${entry.block}/${entry.category}/${entry.slug}`);
    expect(status).toBe(200);
    expect(html).toMatch(/<title[^>]*>System — /);
    expect(html).toMatch(/<meta name="description" content="[^"]+"/);
    expect(html).toContain('<main class="alphabet-entry"><h1>System</h1>');
  });

  it('answers 404 for an entry under another category, an unknown entry, block or category', async () => {
    for (const path of [
      `/en/betting-alphabet/${entry.block}/no-such-category/${entry.slug}`,
      `/en/betting-alphabet/${entry.block}/${entry.category}/no-such-term`,
      '/en/betting-alphabet/no-such-block',
      `/en/betting-alphabet/${entry.block}/no-such-category`,
    ])
      expect((await page(path)).status, path).toBe(404);
  });

  it('serves the alphabet, a block and a category of it', async () => {
    for (const path of [
      '/en/betting-alphabet',
      `/en/betting-alphabet/${entry.block}`,
      `/en/betting-alphabet/${entry.block}/${entry.category}`,
    ])
      expect((await page(path)).status, path).toBe(200);
  });
});
