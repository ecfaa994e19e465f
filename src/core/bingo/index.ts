export { FREE, ballOrder, ballsOf, cardOf } from './cards';
export { daubedCells, fullLines, meets, missing } from './patterns';
export { prizeAmounts, prizePool, prizesAt, sharesOf, type PlayedCard } from './prizes';
export { gameBalls, gameCard, verifyGame } from './fairness';
