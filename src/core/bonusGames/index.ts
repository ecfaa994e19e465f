export { expectedOfTable, lineOfTicket, playBonusGame, replayBonusGame, tableTotal, type BonusGameOutcome } from './outcome';
export { nextTryDayAt, tryDayOf } from './day';
