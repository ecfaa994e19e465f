import { z } from 'zod';
import { MEDIA_ERROR_CODES, MEDIA_PLAYLIST_FILE, MEDIA_TOKEN_PARAM } from '../constants/media';

/** `<gameId>/index.m3u8` or `<gameId>/<n>.ts`: digits only, so no other file can ever be named. */
const LIVE_MEDIA_REST = new RegExp(`^([1-9]\\d{0,9})/(?:${MEDIA_PLAYLIST_FILE.replace('.', '\\.')}|(0|[1-9]\\d{0,14})\\.ts)$`);

/** What a stream call names below the live folder: its game and, for a segment, the segment's media sequence number. */
export interface LiveMediaTarget {
  readonly gameId: number;
  /** null: the playlist. */
  readonly segment: number | null;
}

export const liveMediaPathSchema = z
  .object({ rest: z.string().max(40).regex(LIVE_MEDIA_REST, 'must be <gameId>/index.m3u8 or <gameId>/<n>.ts') })
  .transform(({ rest }, ctx): LiveMediaTarget => {
    const [, game = '', segment] = LIVE_MEDIA_REST.exec(rest) ?? [];
    const gameId = Number(game);
    const n = segment === undefined ? null : Number(segment);
    if (!Number.isSafeInteger(gameId) || gameId > 2 ** 31 - 1 || (n !== null && !Number.isSafeInteger(n))) {
      ctx.addIssue({ code: 'custom', message: 'the game id or the segment number is out of range', input: rest });
      return z.NEVER;
    }
    return { gameId, segment: n };
  });

/** The token is optional here so that its absence is told apart (401 video_token_required), not a 400. */
export const liveMediaQuerySchema = z.object({ [MEDIA_TOKEN_PARAM]: z.string().max(4096).optional() });

export const mediaErrorBodySchema = z.object({
  error: z.object({ code: z.enum(MEDIA_ERROR_CODES), message: z.string() }),
});
export type MediaErrorBody = z.infer<typeof mediaErrorBodySchema>;
