export { choose, expectedReturn, isValidLine, linePrize, matchesOf, returnPercent, ticketResult } from './prizes';
export { drawTime, nextDrawNo, salesOpen } from './schedule';
export { drawClientSeed, lottoBalls, verifyLottoDraw, type LottoDrawRecord } from './fairness';
