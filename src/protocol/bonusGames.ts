import { z } from 'zod';
import type { CommandSpec } from './catalogue';
import type { CommandEnvelope } from './envelope';
import { BONUS_GAMES, type BonusGameId } from './constants/bonusGames';
import { BONUS_GAME_TRY_KINDS, type BonusGameListAnswer, type BonusGameTry, type BonusGameTryKind } from './schemas/bonusGames';

/**
 * The bonus games as tabs see them (src/worker/bonusGames): the games with
 * the player's tries, read when a page asks and again when the player signs
 * in or out; the try on its way, the last one played and the last refusal.
 */
export interface BonusGamesProjection {
  readonly player: 'checking' | 'guest' | 'signedIn';
  readonly status: 'idle' | 'loading' | 'ready' | 'failed';
  /** The last answer (kept while a refresh is on its way). */
  readonly list: BonusGameListAnswer | null;
  /** The game whose try is on its way. */
  readonly busy: BonusGameId | null;
  /** The last try played in this session, shown until another is. */
  readonly lastTry: BonusGameTry | null;
  /** The last refused try: its code (`bonus_games.*`) and, for `daily_used`, when the next free try comes. */
  readonly refusal: {
    readonly game: BonusGameId;
    readonly use: BonusGameTryKind;
    readonly code: string;
    readonly nextAt: number | null;
  } | null;
}

export const BONUS_GAME_COMMAND_SCHEMAS = {
  /** Read (or read again) the games and the player's tries. */
  'bonusGames/watch': z.object({}),
  /** Play one try: today's free one or an unlocked one. */
  'bonusGames/play': z.object({ game: z.enum(BONUS_GAMES), use: z.enum(BONUS_GAME_TRY_KINDS) }),
} as const;
type Schemas = typeof BONUS_GAME_COMMAND_SCHEMAS;
export type BonusGameCommandType = keyof Schemas;
export type BonusGameCommand = { [T in BonusGameCommandType]: CommandEnvelope<T, z.input<Schemas[T]>> }[BonusGameCommandType];
export const BONUS_GAME_COMMANDS = {
  'bonusGames/watch': { from: 'tab', schema: BONUS_GAME_COMMAND_SCHEMAS['bonusGames/watch'] },
  'bonusGames/play': { from: 'tab', schema: BONUS_GAME_COMMAND_SCHEMAS['bonusGames/play'] },
} as const satisfies Record<BonusGameCommandType, CommandSpec>;

declare module './catalogue' {
  interface ContextCommands {
    bonusGames: BonusGameCommand;
  }
}
declare module './api' {
  interface ProjectionValues {
    readonly bonusGames: BonusGamesProjection;
  }
}
