import { z } from 'zod';
import type { CommandSpec } from './catalogue';
import type { CommandEnvelope } from './envelope';

/**
 * The limit prompts (UKGC RTS 12) as tabs see them: whether to prompt for a
 * deposit limit (after registration, on the deposit page) and whether the
 * limits are due for review. The worker decides them with the core's rule
 * (src/core/limits/prompts.ts) from the limit service's facts; a tab paints
 * them and sends what the player answered.
 */
export interface LimitPromptsProjection {
  readonly player: 'checking' | 'guest' | 'signedIn';
  /** 'everywhere': after registration and on the deposit page; 'depositPage': there only; null: none. */
  readonly depositLimit: 'everywhere' | 'depositPage' | null;
  /** Epoch ms since when the limits are due for review; null: not due. */
  readonly reviewDueAt: number | null;
  /** An answer is on its way. */
  readonly sending: boolean;
}

export const LIMIT_PROMPTS_COMMAND_SCHEMAS = {
  /** The player looked at the limits and keeps them: the six months start again. */
  'limitPrompts/reviewed': z.object({}),
  /** "Not now" to the deposit-limit prompt after registration (the deposit page still asks). */
  'limitPrompts/dismissDeposit': z.object({}),
} as const;
type Schemas = typeof LIMIT_PROMPTS_COMMAND_SCHEMAS;
export type LimitPromptsCommandType = keyof Schemas;
export type LimitPromptsCommand = { [T in LimitPromptsCommandType]: CommandEnvelope<T, z.input<Schemas[T]>> }[LimitPromptsCommandType];
export const LIMIT_PROMPTS_COMMANDS = {
  'limitPrompts/reviewed': { from: 'tab', schema: LIMIT_PROMPTS_COMMAND_SCHEMAS['limitPrompts/reviewed'] },
  'limitPrompts/dismissDeposit': { from: 'tab', schema: LIMIT_PROMPTS_COMMAND_SCHEMAS['limitPrompts/dismissDeposit'] },
} as const satisfies Record<LimitPromptsCommandType, CommandSpec>;

declare module './catalogue' {
  interface ContextCommands {
    limitPrompts: LimitPromptsCommand;
  }
}
declare module './api' {
  interface ProjectionValues {
    readonly limitPrompts: LimitPromptsProjection;
  }
}
