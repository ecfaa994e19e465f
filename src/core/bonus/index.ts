export { qualifyingAmount, type BonusStake, type CasinoStake, type SportStake } from './qualify';
export { countStake, isPastDeadline, wageringLeft, type StakeVerdict, type Wagering } from './wagering';
export { conversionLegs, returnLegs, type BonusLeg, type BonusLegRole } from './legs';
export {
  freeSpinBonusTerms,
  freeSpinLineBet,
  grantEnding,
  isGrantExpired,
  takeFreeSpin,
  type FreeSpinBonusTerms,
  type FreeSpinGrantState,
  type FreeSpinRound,
  type FreeSpinVerdict,
} from './freeSpins';
