import type { AppModule } from '../../apps/contract';
import type { PartProps } from '../../apps/parts';
import { LimitsTimersPart } from './LimitsTimersPart';

/** The reality check and the session limit's notice: fetched only once the worker raises one. */
export const app: AppModule<PartProps['limitsTimers']> = { Part: LimitsTimersPart };
