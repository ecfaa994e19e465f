import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildAlphabetIndex, letterOf, lettersOf, NON_LETTER_HEADING, searchAlphabet } from '../../../src/core/alphabet';
import type { AlphabetEntryCard } from '../../../src/protocol/alphabet';

const card = (slug: string, term: string, definition = 'A term of betting.'): AlphabetEntryCard => ({
  slug,
  term,
  definition,
  block: 'bet-types',
  category: 'coupon-types',
});

const GLOSSARY = [
  card('system', 'System', 'Every express of k legs out of n selections.'),
  card('express', 'Express (accumulator)', 'One bet on several outcomes at once.'),
  card('banker', 'Banker', 'A selection that joins every line of a system.'),
  card('1x2', '1X2', 'The match result.'),
  card('systemwette', 'Systemwette', 'Jede Kombination aus k von n Auswahlen.'),
  card('ecart', 'Écart', 'Un terme accentué.'),
  card('ordinar', 'Ординар', 'Ставка на один исход.'),
  card('single', 'رهان فردي', 'رهان على نتيجة واحدة.'),
];
const index = buildAlphabetIndex(GLOSSARY);
const slugs = (q: string, limit = 10) => searchAlphabet(index, q, limit).map((c) => c.slug);

describe('the alphabet search', () => {
  it('ranks a term that begins with the text first, then a word of a term, then a definition', () => {
    expect(slugs('system')).toEqual(['system', 'systemwette', 'banker']);
    expect(slugs('line')).toEqual(['banker']);
  });

  it('folds case and accents, in every script', () => {
    expect(slugs('ECART')).toEqual(['ecart']);
    expect(slugs('écart')).toEqual(['ecart']);
    expect(slugs('ординар')).toEqual(['ordinar']);
    expect(slugs('رهان')).toEqual(['single']);
  });

  it('needs every word somewhere; an empty or blank text finds nothing; the limit holds', () => {
    expect(slugs('system banker')).toEqual(['banker']);
    expect(slugs('system nothing')).toEqual([]);
    expect(slugs('   ')).toEqual([]);
    expect(slugs('system', 2)).toEqual(['system', 'systemwette']);
  });

  const cards = fc.array(
    fc.record({ slug: fc.stringMatching(/^[a-z]{1,8}$/), term: fc.string({ minLength: 1 }), definition: fc.string({ minLength: 1 }) }),
    { maxLength: 30 },
  );

  it('finds only entries whose folded texts hold every word, each at most once, within the limit', () => {
    fc.assert(
      fc.property(cards, fc.string(), fc.nat(12), (raw, q, limit) => {
        const all = raw.map((r) => card(r.slug, r.term, r.definition));
        const hits = searchAlphabet(buildAlphabetIndex(all), q, limit);
        expect(hits.length).toBeLessThanOrEqual(limit);
        expect(new Set(hits).size).toBe(hits.length);
        for (const hit of hits) expect(all).toContain(hit);
      }),
    );
  });

  it('finds an entry by its own term, whatever its case', () => {
    fc.assert(
      fc.property(cards, fc.nat(), (raw, pick) => {
        const all = raw.map((r) => card(`${r.slug}-${raw.indexOf(r)}`, r.term, r.definition));
        const chosen = all[pick % Math.max(1, all.length)];
        if (!chosen || !/[\p{L}\p{N}]/u.test(chosen.term)) return;
        const hits = searchAlphabet(buildAlphabetIndex(all), chosen.term.toUpperCase(), all.length);
        expect(hits).toContain(chosen);
      }),
    );
  });
});

describe('the A–Z index', () => {
  it('lists a term under its folded first letter, a digit under #, first', () => {
    expect(letterOf('Écart', 'fr')).toBe('E');
    expect(letterOf('1X2', 'en')).toBe(NON_LETTER_HEADING);
    const letters = lettersOf(GLOSSARY, 'en');
    expect(letters[0]).toEqual({ letter: NON_LETTER_HEADING, entries: [GLOSSARY[3]] });
    expect(letters.find((l) => l.letter === 'S')?.entries.map((e) => e.slug)).toEqual(['system', 'systemwette']);
  });

  it('lists every entry exactly once', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ minLength: 1 }), { maxLength: 30 }), (terms) => {
        const all = terms.map((t, i) => card(`t${i}`, t));
        const listed = lettersOf(all, 'en').flatMap((l) => l.entries);
        expect(listed.length).toBe(all.length);
        expect(new Set(listed)).toEqual(new Set(all));
      }),
    );
  });
});
