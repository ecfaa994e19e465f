export { virtualPlayOf, verifyVirtualEvent, VIRTUAL_NAME_COUNTS, type VirtualPlay, type VirtualEventProof } from './event';
export { FOOTBALL_MINUTES, type FootballPlay, type FootballGoal } from './football';
export { playTennis, holdChance, type TennisPlay, type TennisPoint } from './tennis';
export { raceProgress, RACE_RUNNERS, type RacePlay } from './race';
export {
  RUNNER_TYPE_BASE,
  WINNER_MARKET_TYPE_ID,
  runnerTypeId,
  type VirtualMarketProbs,
  type VirtualMarketKind,
  type VirtualOutcomeProb,
} from './markets';
