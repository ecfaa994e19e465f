import type { TvMarket, TvRules } from '../../protocol/tvGames';

/**
 * What a selection wins on: the balls of a draw in draw order. The first
 * ball is over the middle when it is above (balls + 1) / 2 (with an odd
 * count of balls the middle ball is neither over nor under); the sum line is
 * a half, so a sum is always over or under it; "more even" needs strictly
 * more even balls than odd. Colours split 1..balls into `colours` runs in
 * order (with 42 balls and 6 colours, 1-7 is colour 0).
 */
export const middleOf = (rules: TvRules): number => (rules.balls + 1) / 2;

export const sumLineOf = (rules: TvRules): number => Math.floor((rules.drawn * (rules.balls + 1)) / 2) + 0.5;

export const colourOf = (rules: TvRules, ball: number): number => Math.floor(((ball - 1) * rules.colours) / rules.balls);

/** Every selection the draw offers, in the order the bet panel shows them. */
export function selectionsOf(rules: TvRules): string[] {
  return [
    'firstOver',
    'firstUnder',
    'firstEven',
    'firstOdd',
    'sumOver',
    'sumUnder',
    'moreEven',
    'moreOdd',
    ...(rules.colours > 1 ? Array.from({ length: rules.colours }, (_, c) => `colour-${c}`) : []),
    ...Array.from({ length: rules.balls }, (_, i) => `number-${i + 1}`),
  ];
}

export const isSelectionOf = (rules: TvRules, selection: string): boolean => selectionsOf(rules).includes(selection);

export function marketOf(selection: string): TvMarket {
  if (selection.startsWith('number-')) return 'number';
  if (selection.startsWith('colour-')) return 'colour';
  if (selection === 'firstOver' || selection === 'firstUnder') return 'firstHalf';
  if (selection === 'firstEven' || selection === 'firstOdd') return 'firstParity';
  if (selection === 'sumOver' || selection === 'sumUnder') return 'sum';
  return 'parity';
}

const evens = (balls: readonly number[]): number => balls.filter((b) => b % 2 === 0).length;
const sum = (balls: readonly number[]): number => balls.reduce((a, b) => a + b, 0);

/** Whether the selection wins on these balls (the whole draw, in order). */
export function wins(rules: TvRules, selection: string, balls: readonly number[]): boolean {
  const first = balls[0] ?? 0;
  const [kind, value] = selection.split('-');
  switch (kind) {
    case 'firstOver':
      return first > middleOf(rules);
    case 'firstUnder':
      return first < middleOf(rules);
    case 'firstEven':
      return first % 2 === 0;
    case 'firstOdd':
      return first % 2 === 1;
    case 'sumOver':
      return sum(balls) > sumLineOf(rules);
    case 'sumUnder':
      return sum(balls) < sumLineOf(rules);
    case 'moreEven':
      return evens(balls) * 2 > balls.length;
    case 'moreOdd':
      return evens(balls) * 2 < balls.length;
    case 'colour':
      return colourOf(rules, first) === Number(value);
    case 'number':
      return balls.includes(Number(value));
    default:
      return false;
  }
}
