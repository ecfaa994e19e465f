import { describe, expect, it } from 'vitest';
import { ALPHABET_INDEX_FRESH_MS, ALPHABET_PATHS, type AlphabetEntryCard } from '../../../src/protocol/alphabet';
import { AlphabetController } from '../../../src/worker/alphabet/controller';
import { createHttpClient } from '../../../src/worker/http/client';
import { VirtualClock } from '../../support/virtualClock';
import { fakeFetch, json } from '../http/fakeFetch';

const card = (slug: string, term: string, definition: string): AlphabetEntryCard => ({
  slug,
  term,
  definition,
  block: 'bet-types',
  category: 'coupon-types',
});
const INDEX: Record<string, AlphabetEntryCard[]> = {
  en: [card('system', 'System', 'Every express of k legs out of n.'), card('banker', 'Banker', 'Joins every line of a system.')],
  de: [card('system', 'Systemwette', 'Jede Kombination.')],
};

function harness(options: { indexFails?: boolean } = {}) {
  const clock = new VirtualClock(Date.UTC(2026, 10, 30, 5));
  const { fetch, calls } = fakeFetch(clock, [
    (call) => {
      const lang = call.url.searchParams.get('lang') ?? '';
      if (call.url.pathname === ALPHABET_PATHS.index)
        return options.indexFails
          ? json(404, { error: { code: 'not_found', message: 'no index' } })
          : json(200, { lang, entries: INDEX[lang] ?? [] });
      if (call.url.pathname === ALPHABET_PATHS.entry)
        return json(404, { error: { code: 'alphabet.not_found', message: `No published entry ${call.url.searchParams.get('slug')}` } });
      return json(400, { error: { code: 'alphabet.invalid_request', message: 'refused' } });
    },
  ]);
  const http = createHttpClient({ fetch, clock, appVersion: 'test', tokens: { get: async () => null } });
  const controller = new AlphabetController({ http, clock, log: { warn: () => undefined } as never });
  return { clock, calls, controller };
}

const indexCalls = (calls: { url: URL }[]) => calls.filter((c) => c.url.pathname === ALPHABET_PATHS.index);

describe('the betting alphabet controller', () => {
  it("searches the language's index, loaded once per language however often the reader types", async () => {
    const h = harness();
    const [first, second] = await Promise.all([
      h.controller.queries.alphabetSearch({ lang: 'en', q: 'sys' }),
      h.controller.queries.alphabetSearch({ lang: 'en', q: 'SYSTEM' }),
    ]);
    expect(first).toEqual({ status: 'ok', hits: [INDEX.en![0], INDEX.en![1]] });
    expect(second).toEqual(first);
    expect(await h.controller.queries.alphabetSearch({ lang: 'de', q: 'system' })).toEqual({ status: 'ok', hits: INDEX.de });
    expect(indexCalls(h.calls).map((c) => c.url.searchParams.get('lang'))).toEqual(['en', 'de']);
  });

  it('loads a stale index again behind the one it holds', async () => {
    const h = harness();
    await h.controller.queries.alphabetSearch({ lang: 'en', q: 'banker' });
    h.clock.advance(ALPHABET_INDEX_FRESH_MS);
    expect(await h.controller.queries.alphabetSearch({ lang: 'en', q: 'banker' })).toMatchObject({ status: 'ok' });
    expect(indexCalls(h.calls)).toHaveLength(2);
  });

  it('answers an error when the index cannot be read, a bad question too, and tries again next time', async () => {
    const h = harness({ indexFails: true });
    expect(await h.controller.queries.alphabetSearch({ lang: 'en', q: 'x' })).toEqual({ status: 'error' });
    expect(await h.controller.queries.alphabetSearch({ lang: 'english', q: 'x' })).toEqual({ status: 'error' });
    expect(await h.controller.queries.alphabetSearch({ lang: 'en', q: 'x' })).toEqual({ status: 'error' });
    expect(indexCalls(h.calls)).toHaveLength(2);
  });

  it("says not_found for the server's 404 and for a slug no entry could have, error for a failed tree", async () => {
    const h = harness();
    expect(await h.controller.queries.alphabetEntry({ lang: 'en', slug: 'nothing' })).toEqual({ status: 'not_found' });
    expect(await h.controller.queries.alphabetEntry({ lang: 'en', slug: 'Not A Slug' })).toEqual({ status: 'not_found' });
    expect(await h.controller.queries.alphabetTree({ lang: 'en' })).toEqual({ status: 'error' });
  });
});
