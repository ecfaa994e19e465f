import type { AlphabetEntryCard } from '../../protocol/alphabet';
import { normaliseSearch } from '../casinoLobby';

interface IndexedEntry {
  readonly card: AlphabetEntryCard;
  /** The term folded (normaliseSearch), with a space before it so a word start is " word". */
  readonly term: string;
  /** Term and definition folded, each word after a space. */
  readonly text: string;
}

/** A language's glossary prepared for search: every text folded once, in the order of the folded terms. */
export interface AlphabetIndex {
  readonly entries: readonly IndexedEntry[];
}

/** Folds each entry once (case and accents, as the casino lobby's search does); built once per language's index. */
export function buildAlphabetIndex(cards: readonly AlphabetEntryCard[]): AlphabetIndex {
  const entries = cards.map((card): IndexedEntry => {
    const term = ` ${normaliseSearch(card.term)}`;
    return { card, term, text: `${term} ${normaliseSearch(card.definition)}` };
  });
  entries.sort((a, b) => (a.term < b.term ? -1 : a.term > b.term ? 1 : a.card.slug < b.card.slug ? -1 : 1));
  return { entries };
}

/**
 * How well an entry answers the words: 0 its term begins with them, 1 each
 * word begins a word of its term, 2 each word is somewhere in its term or
 * definition; null when one word is nowhere.
 */
function rankOf(entry: IndexedEntry, folded: string, words: readonly string[]): number | null {
  if (!words.every((word) => entry.text.includes(word))) return null;
  if (entry.term.startsWith(` ${folded}`)) return 0;
  if (words.every((word) => entry.term.includes(` ${word}`))) return 1;
  return 2;
}

/**
 * The entries a search text finds, best first (rankOf, then the term's
 * order), at most `limit`. Every word of the text must be found in the term
 * or the definition; an empty text finds nothing.
 */
export function searchAlphabet(index: AlphabetIndex, search: string, limit: number): AlphabetEntryCard[] {
  const folded = normaliseSearch(search);
  if (folded === '') return [];
  const words = folded.split(' ');
  const ranked: { readonly rank: number; readonly order: number; readonly card: AlphabetEntryCard }[] = [];
  index.entries.forEach((entry, order) => {
    const rank = rankOf(entry, folded, words);
    if (rank !== null) ranked.push({ rank, order, card: entry.card });
  });
  ranked.sort((a, b) => a.rank - b.rank || a.order - b.order);
  return ranked.slice(0, Math.max(0, limit)).map((r) => r.card);
}
