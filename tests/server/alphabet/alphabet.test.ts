import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../../server/app';
import type { Db } from '../../../server/db/db';
import { encodeCalculation, priceCalculation } from '../../../src/core/calculator';
import { ALPHABET_PATHS, alphabetEntrySchema, alphabetSearchIndexSchema, alphabetTreeSchema } from '../../../src/protocol/alphabet';
import { COUPON_TYPE, COUPON_TYPE_IDS } from '../../../src/protocol/constants/couponTypes';
import { ODDS_FORMAT_IDS } from '../../../src/protocol/constants/oddsFormats';
import { COUPON_TYPE_ENTRIES } from '../../../server/alphabet/seedCouponTypes';
import { captureLogger, DB_HOOK_TIMEOUT, openTestDb, tempDir } from '../helpers';

const TOKEN = 'operator-token-for-the-alphabet-tests';
const dist = tempDir('alphabet-dist-');
let db: Db;
let site: RunningServer;
let closed: RunningServer;

beforeAll(async () => {
  db = await openTestDb();
  site = await startServer({ db, distDir: dist.path, log: captureLogger(), port: 0, adminToken: TOKEN });
  closed = await startServer({ db, distDir: dist.path, log: captureLogger(), port: 0, adminToken: null });
}, DB_HOOK_TIMEOUT);

afterAll(async () => {
  await site?.close();
  await closed?.close();
  await db?.close();
  dist.remove();
});

async function get(path: string, query: Record<string, string>, on = site) {
  const res = await fetch(new URL(`${path}?${new URLSearchParams(query)}`, on.url));
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

async function operator(path: string, body: unknown, token = TOKEN, on = site) {
  const res = await fetch(new URL(path, on.url), {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

const treeOf = async (lang: string) => alphabetTreeSchema.parse((await get(ALPHABET_PATHS.tree, { lang })).body);
const entryOf = async (slug: string, lang = 'en') => alphabetEntrySchema.parse((await get(ALPHABET_PATHS.entry, { slug, lang })).body);

describe('the betting alphabet: reading', () => {
  it('the tree has its blocks and categories, at least 40 entries, every one in the A–Z index once', async () => {
    const tree = await treeOf('en');
    expect(tree.blocks.map((b) => b.slug)).toEqual(['bet-types', 'odds', 'markets', 'casino', 'bonuses', 'responsible-gaming']);
    const entries = tree.blocks.flatMap((b) => b.categories.flatMap((c) => c.entries));
    expect(entries.length).toBeGreaterThanOrEqual(40);
    const lettered = tree.letters.flatMap((l) => l.entries.map((e) => e.slug));
    expect([...lettered].sort()).toEqual(entries.map((e) => e.slug).sort());
    expect(tree.letters.find((l) => l.letter === 'S')?.entries.map((e) => e.term)).toContain('System');
  });

  it('explains every coupon type and odds format of the protocol, linked by their ids', async () => {
    const rows = await db.query<{ coupon_type: number | null; odds_format: number | null }>(
      'SELECT coupon_type, odds_format FROM alphabet_entry WHERE coupon_type IS NOT NULL OR odds_format IS NOT NULL',
    );
    expect(rows.flatMap((r) => r.coupon_type ?? []).sort()).toEqual([...COUPON_TYPE_IDS].sort());
    expect(rows.flatMap((r) => r.odds_format ?? []).sort()).toEqual([...ODDS_FORMAT_IDS].sort());
  });

  it("a system's worked example carries the coupon core's numbers and the calculator's query", async () => {
    const entry = await entryOf('system');
    const example = COUPON_TYPE_ENTRIES.system.example;
    const { outcome } = priceCalculation(example);
    if (outcome.status !== 'ok') throw new Error('the example must price');
    expect(entry.couponType).toBe(COUPON_TYPE.system);
    expect(entry.calculatorQuery).toBe(encodeCalculation(example));
    expect(entry.html).toContain(`${outcome.lineCount} lines`);
    expect(entry.html).toContain('1,175.00');
    expect(entry.block).toEqual({ slug: 'bet-types', title: 'Bet types' });
    expect(entry.related.map((r) => r.slug)).toEqual(['express', 'banker', 'multibet']);
  });

  it('answers in the asked language, English standing in where an entry has no text in it', async () => {
    expect((await entryOf('system', 'ru')).term).toBe('Система');
    const fallback = await entryOf('cash-out', 'ru');
    expect([fallback.lang, fallback.term, fallback.block.title]).toEqual(['en', 'Cash-out', 'Типы ставок']);
    const index = alphabetSearchIndexSchema.parse((await get(ALPHABET_PATHS.index, { lang: 'de' })).body);
    expect(index.entries.find((e) => e.slug === 'system')?.term).toBe('Systemwette');
    expect(index.entries.find((e) => e.slug === 'rtp')?.term).toBe('RTP (return to player)');
  });

  it('an unknown slug is a typed 404, a bad query a typed 400', async () => {
    expect(await get(ALPHABET_PATHS.entry, { slug: 'no-such-term', lang: 'en' })).toMatchObject({
      status: 404,
      body: { error: { code: 'alphabet.not_found' } },
    });
    expect(await get(ALPHABET_PATHS.entry, { slug: 'Bad Slug', lang: 'en' })).toMatchObject({
      status: 400,
      body: { error: { code: 'alphabet.invalid_request' } },
    });
    expect((await get(ALPHABET_PATHS.tree, {})).status).toBe(400);
  });
});

describe('the betting alphabet: the operator', () => {
  const draft = {
    slug: 'each-way',
    lang: 'en',
    category: 'more-markets',
    term: 'Each way',
    definition: 'Two bets in one: on a runner to win, and to finish in the places.',
    body: 'Half the stake is on the win.\n\nThe other half on a place: 2 < 3.',
    related: ['outright'],
  };

  it('writes an entry unpublished, publishes it, edits it and unpublishes it again', async () => {
    const written = await operator(ALPHABET_PATHS.adminEntry, draft);
    expect(written).toMatchObject({ status: 200, body: { slug: 'each-way', published: false } });
    expect((await get(ALPHABET_PATHS.entry, { slug: 'each-way', lang: 'en' })).status).toBe(404);

    expect((await operator(ALPHABET_PATHS.adminPublish, { slug: 'each-way', lang: 'en', published: true })).status).toBe(200);
    const shown = await entryOf('each-way');
    expect(shown.html).toBe('<p>Half the stake is on the win.</p><p>The other half on a place: 2 &lt; 3.</p>');
    expect((await treeOf('en')).letters.find((l) => l.letter === 'E')?.entries.map((e) => e.slug)).toContain('each-way');

    await operator(ALPHABET_PATHS.adminEntry, { ...draft, body: '<p onclick="x()">Half <script>alert(1)</script>and half</p>' });
    expect((await entryOf('each-way')).html).toBe('<p>Half and half</p>');

    await operator(ALPHABET_PATHS.adminPublish, { slug: 'each-way', lang: 'en', published: false });
    expect((await get(ALPHABET_PATHS.entry, { slug: 'each-way', lang: 'en' })).status).toBe(404);
    const index = alphabetSearchIndexSchema.parse((await get(ALPHABET_PATHS.index, { lang: 'en' })).body);
    expect(index.entries.map((e) => e.slug)).not.toContain('each-way');
  });

  it('a language of its own: published German shows to German readers only', async () => {
    await operator(ALPHABET_PATHS.adminEntry, {
      slug: 'banker',
      lang: 'de',
      term: 'Bank',
      definition: 'Ein sicherer Tipp.',
      body: 'Text',
      published: true,
    });
    expect((await entryOf('banker', 'de')).term).toBe('Bank');
    expect((await entryOf('banker', 'en')).term).toBe('Banker');
  });

  it('refuses a wrong token, bad fields and unknown references with typed 4xx', async () => {
    expect(await operator(ALPHABET_PATHS.adminEntry, draft, 'wrong')).toMatchObject({
      status: 401,
      body: { error: { code: 'alphabet.admin_unauthorized' } },
    });
    const refused = [
      { ...draft, slug: 'new-one', category: undefined },
      { ...draft, category: 'no-category' },
      { ...draft, related: ['nothing-here'] },
      { ...draft, term: '' },
      { ...draft, lang: 'fr' },
      { ...draft, slug: 'another', couponType: COUPON_TYPE.system },
    ];
    for (const body of refused)
      expect(await operator(ALPHABET_PATHS.adminEntry, body)).toMatchObject({
        status: 400,
        body: { error: { code: 'alphabet.invalid_request' } },
      });
    expect(await operator(ALPHABET_PATHS.adminPublish, { slug: 'system', lang: 'ar', published: true })).toMatchObject({ status: 200 });
    expect(await operator(ALPHABET_PATHS.adminPublish, { slug: 'rtp', lang: 'ar', published: true })).toMatchObject({
      status: 404,
      body: { error: { code: 'alphabet.not_found' } },
    });
  });

  it('refuses a body that is not JSON with a typed 415, before the token is read', async () => {
    const res = await fetch(new URL(ALPHABET_PATHS.adminEntry, site.url), {
      method: 'POST',
      headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'text/plain' },
      body: JSON.stringify(draft),
    });
    expect({ status: res.status, body: await res.json() }).toMatchObject({
      status: 415,
      body: { error: { code: 'alphabet.unsupported_media_type' } },
    });
  });

  it('has no operator endpoints without ADMIN_TOKEN', async () => {
    expect((await operator(ALPHABET_PATHS.adminEntry, draft, TOKEN, closed)).status).toBe(404);
    expect((await get(ALPHABET_PATHS.tree, { lang: 'en' }, closed)).status).toBe(200);
  });
});
