import { cardOf, type Rank, type Suit } from '../../../../src/core/casino/cards/deck';

const RANK_LETTERS: Readonly<Record<string, Rank>> = { T: 10, J: 11, Q: 12, K: 13, A: 14 };

/** Cards from text: "Ah Kh 9c 2d Ts". */
export const cards = (text: string): number[] =>
  text.split(' ').map((word) => cardOf((RANK_LETTERS[word[0] as string] ?? Number(word[0])) as Rank, word[1] as Suit));
