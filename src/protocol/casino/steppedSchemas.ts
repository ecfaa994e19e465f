import type { z } from 'zod';
import { blackjackActionSchema, blackjackBetSchema, blackjackTableSchema, blackjackViewSchema } from './blackjack';
import type { SteppedEngineId } from './engines';
import {
  videoPokerActionSchema,
  videoPokerBetSchema,
  videoPokerHintSchema,
  videoPokerTableSchema,
  videoPokerViewSchema,
} from './videoPoker';

/** A stepped engine's schemas: the server decodes bets and actions with them and checks the views and hints it sends. */
export interface SteppedEngineSchemas {
  readonly bet: z.ZodType;
  readonly action: z.ZodType;
  readonly view: z.ZodType;
  readonly table: z.ZodType;
  readonly hint: z.ZodType | null;
}

/** One line per stepped engine. */
export const STEPPED_SCHEMAS: Record<SteppedEngineId, SteppedEngineSchemas> = {
  videoPoker: {
    bet: videoPokerBetSchema,
    action: videoPokerActionSchema,
    view: videoPokerViewSchema,
    table: videoPokerTableSchema,
    hint: videoPokerHintSchema,
  },
  blackjack: { bet: blackjackBetSchema, action: blackjackActionSchema, view: blackjackViewSchema, table: blackjackTableSchema, hint: null },
};
