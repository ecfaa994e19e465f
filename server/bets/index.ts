/** Bets of the reference server: coupon info, placement, settlement, history, cash-out, insurance (server/README.md, "Bets"). */
export { createBetService, type BetService, type BetServiceOptions, type SettleReport } from './service';
export { seedBetsDemo } from './seed';
export type { GameResult } from './settlement';
