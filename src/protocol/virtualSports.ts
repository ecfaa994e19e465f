import { z } from 'zod';
import type { CommandEnvelope } from './envelope';
import type { CommandSpec } from './catalogue';

/**
 * Virtual sports: football, tennis and horse racing events on the server's
 * schedule, bet on through the coupon like live games and played from a
 * published seed chain. The board is public (nobody's bets): the next events
 * with their markets, the one playing as far as it has played, the latest
 * results with their proof. Times are the server's epoch ms.
 */
export const VIRTUAL_SPORTS = ['football', 'tennis', 'racing'] as const;
export const virtualSportSchema = z.enum(VIRTUAL_SPORTS);
export type VirtualSport = z.infer<typeof virtualSportSchema>;

export const VIRTUAL_PATHS = {
  /** ?lang=: the board now. */
  board: '/web-api/virtual-sports/board',
  /** ?lang=: server-sent events, `board` on every change. */
  stream: '/web-api/virtual-sports/stream',
} as const;
export const VIRTUAL_STREAM_EVENT = 'board';

const hash = z.string().regex(/^[0-9a-f]{64}$/);

export const virtualOutcomeSchema = z.object({
  outcomeId: z.number().int(),
  typeId: z.number().int(),
  kind: z.number().int(),
  name: z.string(),
  coef: z.number().min(1),
});

export const virtualMarketSchema = z.object({
  marketId: z.number().int(),
  typeId: z.number().int(),
  name: z.string(),
  param: z.number().nullable(),
  outcomes: z.array(virtualOutcomeSchema),
});
export type VirtualMarket = z.infer<typeof virtualMarketSchema>;

/** What has been played so far (or all of it, once ended). */
export const virtualPlaySchema = z.object({
  /** 0 at kick-off, 1 at the end. */
  fraction: z.number().min(0).max(1),
  score: z.tuple([z.number().int(), z.number().int()]),
  /** Football: the match minute; tennis: the points played. */
  clock: z.number().int(),
  /** Football goals and tennis points as lines of [side, text], newest last. */
  incidents: z.array(z.object({ side: z.union([z.literal(0), z.literal(1)]), text: z.string() })),
  /** Tennis: the point score of the game in play. */
  points: z.tuple([z.string(), z.string()]).nullable(),
  /** A race: each runner's run so far, 0 to 1, by runner number - 1. */
  progress: z.array(z.number().min(0).max(1)).nullable(),
});
export type VirtualPlayView = z.infer<typeof virtualPlaySchema>;

export const virtualProofSchema = z.object({
  index: z.number().int().positive(),
  terminalHash: hash,
  salt: z.string(),
  /** Shown once the event ended: it decided everything. */
  seed: hash.nullable(),
});

export const virtualEventSchema = z.object({
  gameId: z.number().int(),
  sport: virtualSportSchema,
  sportId: z.number().int(),
  champId: z.number().int(),
  champName: z.string(),
  opponent1: z.string(),
  opponent2: z.string(),
  /** A race's runners by number. */
  runners: z.array(z.object({ number: z.number().int(), name: z.string() })),
  kickOffAt: z.number(),
  endsAt: z.number(),
  phase: z.enum(['betting', 'playing', 'ended']),
  markets: z.array(virtualMarketSchema),
  play: virtualPlaySchema.nullable(),
  /** Once ended: a race's finishing order (runner numbers). */
  order: z.array(z.number().int()).nullable(),
  proof: virtualProofSchema,
});
export type VirtualEvent = z.infer<typeof virtualEventSchema>;

export const virtualSportBoardSchema = z.object({
  upcoming: z.array(virtualEventSchema),
  playing: virtualEventSchema.nullable(),
  results: z.array(virtualEventSchema),
});
export type VirtualSportBoard = z.infer<typeof virtualSportBoardSchema>;

export const virtualBoardSchema = z.object({
  serverNow: z.number(),
  sports: z.object({ football: virtualSportBoardSchema, tennis: virtualSportBoardSchema, racing: virtualSportBoardSchema }),
});
export type VirtualBoard = z.infer<typeof virtualBoardSchema>;

export interface VirtualSportsProjection {
  readonly status: 'idle' | 'loading' | 'ready' | 'failed';
  readonly board: VirtualBoard | null;
  /** The server's clock minus this worker's, so countdowns match the server. */
  readonly offsetMs: number;
}

export const VIRTUAL_COMMAND_SCHEMAS = {
  /** Follow the board (its stream) while a tab shows it. */
  'virtualSports/watch': z.object({}),
  'virtualSports/unwatch': z.object({}),
};
type Schemas = typeof VIRTUAL_COMMAND_SCHEMAS;
export type VirtualCommandType = keyof Schemas;
export type VirtualCommand = { [T in VirtualCommandType]: CommandEnvelope<T, z.input<Schemas[T]>> }[VirtualCommandType];
export const VIRTUAL_COMMANDS = {
  'virtualSports/watch': { from: 'tab', schema: VIRTUAL_COMMAND_SCHEMAS['virtualSports/watch'] },
  'virtualSports/unwatch': { from: 'tab', schema: VIRTUAL_COMMAND_SCHEMAS['virtualSports/unwatch'] },
} as const satisfies Record<VirtualCommandType, CommandSpec>;

declare module './catalogue' {
  interface ContextCommands {
    virtualSports: VirtualCommand;
  }
}
declare module './api' {
  interface ProjectionValues {
    readonly virtualSports: VirtualSportsProjection;
  }
}
