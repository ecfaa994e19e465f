import type { z } from 'zod';
import type { CasinoEngineId } from './engines';
import { kenoBetSchema, kenoOutcomeSchema, kenoTableSchema } from './keno';
import { scratchBetSchema, scratchOutcomeSchema, scratchTableSchema } from './scratch';
import { slotBetSchema, slotOutcomeSchema, slotTableSchema } from './slot';

/** Each built own-round engine's schemas: the server decodes a bet with them before it reaches the engine (one line per engine). */
export interface EngineSchemas {
  readonly bet: z.ZodType;
  readonly outcome: z.ZodType;
  readonly table: z.ZodType;
}

export const ENGINE_SCHEMAS: Partial<Record<CasinoEngineId, EngineSchemas>> = {
  scratch: { bet: scratchBetSchema, outcome: scratchOutcomeSchema, table: scratchTableSchema },
  slot: { bet: slotBetSchema, outcome: slotOutcomeSchema, table: slotTableSchema },
  keno: { bet: kenoBetSchema, outcome: kenoOutcomeSchema, table: kenoTableSchema },
};
