import { API_PATH } from './apiPath';

/**
 * The live video of a game (SPEC 3, Media; server/media/README.md): an HLS
 * live playlist and its segments, each call carrying the user video token
 * (SPEC 7, POST /user/updatetoken) in the query. Read by the server and by
 * the page's player alike.
 */

/** Every live stream lives below this folder: `<gameId>/index.m3u8` and `<gameId>/<n>.ts`. */
export const MEDIA_LIVE_PREFIX = `${API_PATH}/media/live/`;
export const MEDIA_PLAYLIST_FILE = 'index.m3u8';
/** The query key of the video token, on the playlist and on every segment URI the playlist lists. */
export const MEDIA_TOKEN_PARAM = 'token';

export const MEDIA_CONTENT_TYPES = {
  playlist: 'application/vnd.apple.mpegurl',
  segment: 'video/mp2t',
} as const;

/** Segments a live playlist lists: about four, the usual sliding window of a live stream. */
export const LIVE_WINDOW_SEGMENTS = 4;
/** How many segments behind the live edge are still served: a player that stalled a minute may catch up without a 404. */
export const LIVE_SEGMENTS_KEPT = 30;

/** The playlist path of a game's live stream (without the token). */
export function liveStreamPath(gameId: number): string {
  return `${MEDIA_LIVE_PREFIX}${gameId}/${MEDIA_PLAYLIST_FILE}`;
}

/** The playlist URL a player loads: the path with the video token. */
export function liveStreamUrl(gameId: number, token: string): string {
  return `${liveStreamPath(gameId)}?${MEDIA_TOKEN_PARAM}=${encodeURIComponent(token)}`;
}

/**
 * Refusals of the stream calls: no token, a bad or expired one, another
 * player's, no session, a game unknown or without a stream now, a segment
 * out of the live window, and a server that cannot make streams (no ffmpeg).
 */
export const MEDIA_ERROR_CODES = [
  'invalid_request',
  'video_token_required',
  'video_token_invalid',
  'unauthorized',
  'video_token_foreign',
  'game_not_found',
  'no_stream',
  'segment_not_live',
  'stream_unavailable',
] as const;
export type MediaErrorCode = (typeof MEDIA_ERROR_CODES)[number];
