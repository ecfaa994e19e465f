import type { AlphabetEntryCard } from '../../protocol/alphabet';

/** The glossary's addresses: /{lng}/betting-alphabet, then a block, a category and an entry's slug. */
export const alphabetPath = (lang: string, ...parts: readonly string[]): string => ['', lang, 'betting-alphabet', ...parts].join('/');

export const entryPath = (lang: string, entry: Pick<AlphabetEntryCard, 'block' | 'category' | 'slug'>): string =>
  alphabetPath(lang, entry.block, entry.category, entry.slug);
