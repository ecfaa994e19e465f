import { flightMs } from '../../../src/core/casino/crash';
import { sharedResultOf } from '../../../src/core/casino/shared/sharedResult';
import type { SharedResult } from '../../../src/protocol/casino/shared';
import type { SharedTableConfig } from '../../config/casinoShared';

/** The round's result from its chain seed and the chain's salt (src/core/casino/shared/sharedResult.ts). */
export const resultOf = sharedResultOf;

/** How long the round runs after its betting window: the flight to the crash point, or the ball's spin. */
export function runMs(result: SharedResult, config: SharedTableConfig): number {
  return result.engine === 'crash' ? flightMs(result.crashPoint) : config.spinMs;
}
