import { z } from 'zod';
import type { CommandSpec } from './catalogue';
import type { CommandEnvelope, NewEvent } from './envelope';
import { VIDEO_SOURCE_TYPES } from './constants/mediaLimits';

/**
 * The media context (SPEC 3 "Media entity"): the live videos and match
 * trackers the player opened from a game, placed in the left or right column
 * or floating. In the event store, so every tab of the browser shows the same
 * ones and a reload keeps them (SPEC 9: media in the side sections is
 * persisted). The worker's media controller closes the auto-clearable ones of
 * games that ended and offers a recommended stream.
 */

const gameId = z.number().int().positive().max(999_999_999);
const mediaId = z.string().min(1).max(64);
/** What a media shows: the game's live video, or its tracker (the match zone). */
export const MEDIA_KINDS = ['video', 'zone'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];
/** The columns a media docks in. */
export const MEDIA_TARGETS = ['left', 'right'] as const;
export type MediaTarget = (typeof MEDIA_TARGETS)[number];
/** Where a tab asks a media to go: a column, or floating over the page. */
export const MEDIA_PLACES = ['left', 'right', 'floating'] as const;
export type MediaPlace = (typeof MEDIA_PLACES)[number];

/** The ids a media's source is named by: `live:<gameId>` for a video, `zone:<gameId>` for a tracker. */
export const videoIdOf = (game: number): string => `live:${game}`;
export const zoneIdOf = (game: number): string => `zone:${game}`;

/** What the worker knows of the game from its feed when a media opens (the tab's own copy is never trusted). */
export const mediaGameFactsSchema = z.object({
  sportId: gameId,
  /** "Team A — Team B", in the language the player had when opening it. */
  title: z.string().min(1).max(200),
  /** The game's page after the language (`/live/sports/...`). */
  gameLink: z.string().regex(/^\/[a-z0-9][\w/-]{0,299}$/),
  hasVideo: z.boolean(),
  /** GAME_STATUS: 1 line, 2 live, 3 break, 4 finished. */
  status: z.number().int().min(1).max(4),
});
export type MediaGameFacts = z.infer<typeof mediaGameFactsSchema>;

/** SPEC 3's Media entity; `target` is the column it docks in, `isFloating` whether it floats over the page instead. */
export const mediaSchema = z
  .object({
    id: mediaId,
    type: z.enum(MEDIA_KINDS),
    target: z.enum(MEDIA_TARGETS),
    gameId,
    sportId: gameId,
    videoId: z.string().max(40).nullable(),
    zoneId: z.string().max(40).nullable(),
    title: z.string().min(1).max(200),
    gameLink: mediaGameFactsSchema.shape.gameLink,
    autoClearable: z.boolean(),
    isFloating: z.boolean(),
    videoSourceType: z.enum(VIDEO_SOURCE_TYPES),
    isRecommended: z.boolean(),
    /** Epoch ms; the oldest auto-clearable one gives way at the limit. */
    openedAt: z.number().int().nonnegative(),
  })
  .refine((m) => (m.type === 'video' ? m.videoId === videoIdOf(m.gameId) : m.zoneId === zoneIdOf(m.gameId)), {
    message: 'a video needs its videoId, a tracker its zoneId',
    path: ['videoId'],
  });
export type Media = z.infer<typeof mediaSchema>;

// ---------------------------------------------------------------- commands

export const MEDIA_COMMAND_SCHEMAS = {
  /**
   * A tab opens a game's video or tracker. Opening one that is open moves it to the asked place.
   * `game` is filled by the worker from its feed before the decision (a tab's own is replaced).
   */
  'media/open': z
    .object({
      gameId,
      kind: z.enum(MEDIA_KINDS),
      place: z.enum(MEDIA_PLACES).default('right'),
      autoClearable: z.boolean().default(true),
      /** Opened from the recommended stream's card. */
      recommended: z.boolean().default(false),
      game: mediaGameFactsSchema.optional(),
    })
    .strict(),
  /** Closing one that is closed already decides nothing (two tabs may both close it). */
  'media/close': z.object({ mediaId }).strict(),
  /** Docks it in a column or floats it (floating keeps the column it docks back into). */
  'media/move': z.object({ mediaId, place: z.enum(MEDIA_PLACES) }).strict(),
  /** The worker saw these games end (finished, or gone from the feed): their auto-clearable media close. */
  'media/clear-ended': z.object({ gameIds: z.array(gameId).min(1).max(50) }).strict(),
} as const;
type CommandSchemas = typeof MEDIA_COMMAND_SCHEMAS;
export type MediaCommandType = keyof CommandSchemas;
export type MediaCommand = { [T in MediaCommandType]: CommandEnvelope<T, z.input<CommandSchemas[T]>> }[MediaCommandType];

export const MEDIA_COMMANDS = {
  'media/open': { from: 'tab' },
  'media/close': { from: 'tab' },
  'media/move': { from: 'tab' },
  'media/clear-ended': { from: 'system' },
} as const satisfies { readonly [T in MediaCommandType]: CommandSpec };

// ---------------------------------------------------------------- events

/** Why one closed. A new reason is only appended, so logged events stay readable at the same version. */
export const MEDIA_CLOSE_REASONS = ['closed', 'ended', 'limit'] as const;
export type MediaCloseReason = (typeof MEDIA_CLOSE_REASONS)[number];

const EVENT_PAYLOADS = {
  'media/opened': z.object({ media: mediaSchema }),
  'media/moved': z.object({ id: mediaId, target: z.enum(MEDIA_TARGETS), isFloating: z.boolean() }),
  'media/closed': z.object({ ids: z.array(mediaId).min(1), reason: z.enum(MEDIA_CLOSE_REASONS) }),
} as const;
type EventPayloads = typeof EVENT_PAYLOADS;
export type MediaEventType = keyof EventPayloads;
export type MediaEvent = { [T in MediaEventType]: NewEvent<T, z.output<EventPayloads[T]>> }[MediaEventType];

export const MEDIA_EVENT_SCHEMAS = {
  'media/opened': { v: 1, schema: EVENT_PAYLOADS['media/opened'], old: {} },
  'media/moved': { v: 1, schema: EVENT_PAYLOADS['media/moved'], old: {} },
  'media/closed': { v: 1, schema: EVENT_PAYLOADS['media/closed'], old: {} },
} as const;

// ---------------------------------------------------------------- state and projection

export interface MediaState {
  /** Open media, oldest first. */
  readonly items: readonly Media[];
}

/** The live game the site suggests watching: the top live game with video that is not open already. */
export interface RecommendedStream {
  readonly gameId: number;
  readonly sportId: number;
  readonly title: string;
  readonly champName: string;
  /** The game's page after the language. */
  readonly gameLink: string;
}

/** What tabs paint: the open media and the recommended stream (null when no live game with video is known). */
export interface MediaProjection {
  readonly items: readonly Media[];
  readonly recommended: RecommendedStream | null;
}

export const NO_MEDIA: MediaProjection = { items: [], recommended: null };

declare module './catalogue' {
  interface ContextCommands {
    media: MediaCommand;
  }
  interface ContextEvents {
    media: MediaEvent;
  }
}
declare module './api' {
  interface ProjectionValues {
    readonly media: MediaProjection;
  }
}
