import type { AlphabetEntryCard } from '../../protocol/alphabet';
import { normaliseSearch } from '../casinoLobby';

/** Where a term that begins with a digit or a sign is listed in the A–Z index (1X2, 2-way...). */
export const NON_LETTER_HEADING = '#';

/** The heading a term is listed under: its first letter folded (É under E) and upper-cased, or NON_LETTER_HEADING. */
export function letterOf(term: string, lang: string): string {
  const first = [...normaliseSearch(term)][0];
  return first !== undefined && /\p{L}/u.test(first) ? first.toLocaleUpperCase(lang) : NON_LETTER_HEADING;
}

/**
 * The A–Z index of a language: every entry under its letter, letters in the
 * language's order (NON_LETTER_HEADING first), entries by term.
 */
export function lettersOf(
  cards: readonly AlphabetEntryCard[],
  lang: string,
): { readonly letter: string; readonly entries: AlphabetEntryCard[] }[] {
  const collator = new Intl.Collator(lang, { sensitivity: 'base' });
  const groups = new Map<string, AlphabetEntryCard[]>();
  for (const card of cards) {
    const letter = letterOf(card.term, lang);
    groups.set(letter, [...(groups.get(letter) ?? []), card]);
  }
  const order = (a: string, b: string) =>
    a === b ? 0 : a === NON_LETTER_HEADING ? -1 : b === NON_LETTER_HEADING ? 1 : collator.compare(a, b) || (a < b ? -1 : 1);
  return [...groups.keys()]
    .sort(order)
    .map((letter) => ({ letter, entries: [...(groups.get(letter) ?? [])].sort((a, b) => collator.compare(a.term, b.term)) }));
}
