import { z } from 'zod';
import type { CommandSpec } from './catalogue';
import { AGE_ANSWERS, type AgeAnswer } from './constants/age';
import type { CommandEnvelope, NewEvent } from './envelope';

/**
 * The age context (SPEC 1 "age notice", SPEC 3 `minAge`, SPEC 9): the
 * visitor's answer to "are you at least `minAge`?", kept in the log so every
 * tab of the browser knows it and a reload keeps it. What the answer means
 * now (asked, confirmed, refused, expired) is the core's rule
 * (src/core/age/notice.ts), pushed to tabs as the `ageNotice` projection.
 */

// ---------------------------------------------------------------- commands

export const AGE_COMMAND_SCHEMAS = {
  /** The visitor answered the notice (the first-visit modal or the registration's question). */
  'age/answer': z.object({ answer: z.enum(AGE_ANSWERS) }),
} as const;

type CommandSchemas = typeof AGE_COMMAND_SCHEMAS;
export type AgeCommandType = keyof CommandSchemas;
export type AgeCommand = { [T in AgeCommandType]: CommandEnvelope<T, z.input<CommandSchemas[T]>> }[AgeCommandType];

export const AGE_COMMANDS = {
  'age/answer': { from: 'tab', schema: AGE_COMMAND_SCHEMAS['age/answer'] },
} as const satisfies { readonly [T in AgeCommandType]: CommandSpec };

// ---------------------------------------------------------------- events

const EVENT_PAYLOADS = {
  /** `minAge`: the age the visitor was asked about (a site that raises it asks again). */
  'age/answered': z.object({
    answer: z.enum(AGE_ANSWERS),
    minAge: z.number().int().positive(),
    at: z.number().int().nonnegative(),
  }),
} as const;

type EventPayloads = typeof EVENT_PAYLOADS;
export type AgeEventType = keyof EventPayloads;
export type AgeEvent = { [T in AgeEventType]: NewEvent<T, z.output<EventPayloads[T]>> }[AgeEventType];

export const AGE_EVENT_SCHEMAS = {
  'age/answered': { v: 1, schema: EVENT_PAYLOADS['age/answered'], old: {} },
} as const;

// ---------------------------------------------------------------- state and projection

/** The latest answer, or none. */
export interface AgeState {
  readonly answer: { readonly value: AgeAnswer; readonly minAge: number; readonly at: number } | null;
}

/**
 * What a tab paints. ask: no answer that counts now (none, expired, or about a
 * lower age than the site's); confirmed: registration may open; refused: the
 * visitor said no, the responsible-gaming page is shown and registration is
 * refused. `until`: when the answer stops counting (epoch ms), null while asking.
 */
export interface AgeNoticeProjection {
  readonly status: 'ask' | 'confirmed' | 'refused';
  readonly minAge: number;
  readonly until: number | null;
}

declare module './catalogue' {
  interface ContextCommands {
    age: AgeCommand;
  }
  interface ContextEvents {
    age: AgeEvent;
  }
}
declare module './api' {
  interface ProjectionValues {
    readonly ageNotice: AgeNoticeProjection;
  }
}
