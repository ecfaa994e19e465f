import { crashPointOf, flightMs } from '../../../src/core/casino/crash';
import { spinPocket } from '../../../src/core/casino/roulette';
import { sharedRoundDraws } from '../../../src/core/casino/shared/hashChain';
import type { SharedResult, SharedTableId } from '../../../src/protocol/casino/shared';
import type { SharedTableConfig } from '../../config/casinoShared';

/** The round's result from its chain seed and the chain's salt: what `npm run verify-round` recomputes. */
export function resultOf(table: SharedTableId, seed: string, salt: string): SharedResult {
  const draws = sharedRoundDraws(seed, salt);
  return table === 'crash' ? { engine: 'crash', crashPoint: crashPointOf(draws) } : { engine: 'roulette', pocket: spinPocket(draws) };
}

/** How long the round runs after its betting window: the flight to the crash point, or the ball's spin. */
export function runMs(result: SharedResult, config: SharedTableConfig): number {
  return result.engine === 'crash' ? flightMs(result.crashPoint) : config.spinMs;
}
