export { POCKETS, RED_NUMBERS, WHEEL_ORDER, colourOf, type PocketColour } from './wheel';
export { PAYOUT_TO_ONE, chipReturn, coveredNumbers } from './bets';
export { spinPocket } from './spin';
