import { readFile } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import { GAME_STATUS } from '../../src/protocol/constants/gameStatus';
import { LIVE_SEGMENTS_KEPT, LIVE_WINDOW_SEGMENTS, MEDIA_CONTENT_TYPES, MEDIA_LIVE_PREFIX } from '../../src/protocol/constants/media';
import type { GameStatus } from '../../src/protocol/schemas/live';
import { liveMediaPathSchema, liveMediaQuerySchema } from '../../src/protocol/schemas/media';
import type { AuthContext } from '../auth/context';
import type { Router } from '../http/router';
import type { Logger } from '../log';
import { MediaError, MEDIA_REFUSALS } from './errors';
import { FfmpegMissingError } from './ffmpeg';
import type { StreamLibrary, StreamLoop } from './library';
import { livePlaylist } from './livePlaylist';
import { isLive, liveWindow, loopIndexOf } from './liveWindow';
import { requireViewer } from './viewer';

/** What the streams need to know of a game, from the live world. */
export interface StreamedGame {
  readonly hasVideo: boolean;
  readonly status: GameStatus;
  /** Epoch ms: the stream's clock starts here, so its sequence numbers stay small (players keep tables by them). */
  readonly startTime: number;
}

export interface MediaRouteDeps {
  readonly auth: AuthContext;
  readonly library: StreamLibrary;
  /** The game as the live world holds it now; undefined: no such game. */
  readonly game: (gameId: number) => StreamedGame | undefined;
  /** Epoch ms: the live window's clock. */
  readonly now: () => number;
  readonly log: Logger;
}

const { handle, parse } = MEDIA_REFUSALS;

function send(res: ServerResponse, type: string, body: Buffer | string, cacheControl: string): void {
  res.writeHead(200, { 'content-type': type, 'content-length': Buffer.byteLength(body), 'cache-control': cacheControl });
  res.end(res.req.method === 'HEAD' ? undefined : body);
}

/**
 * GET <api>/media/live/{gameId}/index.m3u8 and .../{n}.ts, each with
 * ?token= (server/media/README.md): the token is checked first, then the
 * game, then the loop is found or made.
 */
export function registerMediaRoutes(router: Router, deps: MediaRouteDeps): void {
  const loopOf = async (gameId: number): Promise<StreamLoop> => {
    try {
      return await deps.library.loop(gameId);
    } catch (error) {
      if (!(error instanceof FfmpegMissingError)) deps.log.warn(`Live video of game ${gameId} could not be made: ${String(error)}`);
      const why = error instanceof FfmpegMissingError ? 'ffmpeg is not installed on the server' : 'making it failed';
      throw new MediaError('stream_unavailable', `The live video of game ${gameId} is unavailable (${why}); try again later`);
    }
  };

  router.under(
    MEDIA_LIVE_PREFIX,
    ['GET'],
    handle(async ({ req, res, url }) => {
      const target = parse(liveMediaPathSchema, { rest: url.pathname.slice(MEDIA_LIVE_PREFIX.length) });
      const { token } = parse(liveMediaQuerySchema, Object.fromEntries(url.searchParams));
      await requireViewer(deps.auth, req, token);
      const game = deps.game(target.gameId);
      if (!game) throw new MediaError('game_not_found', `No game ${target.gameId}`);
      if (!game.hasVideo) throw new MediaError('no_stream', `Game ${target.gameId} has no live video`);
      if (game.status === GAME_STATUS.finished) throw new MediaError('no_stream', `Game ${target.gameId} is finished: its video ended`);
      const loop = await loopOf(target.gameId);
      // The video runs from the game's start: every process computes the same window from the same world.
      const now = Math.max(0, deps.now() - game.startTime);
      if (target.segment === null) {
        const text = livePlaylist(liveWindow(loop.durations, now, LIVE_WINDOW_SEGMENTS), loop.targetDurationS, token ?? '');
        return send(res, MEDIA_CONTENT_TYPES.playlist, text, 'no-store');
      }
      if (!isLive(loop.durations, now, target.segment, LIVE_SEGMENTS_KEPT)) {
        throw new MediaError(
          'segment_not_live',
          `Segment ${target.segment} is not in game ${target.gameId}'s live window: reload the playlist`,
        );
      }
      let bytes: Buffer;
      try {
        bytes = await readFile(deps.library.segmentFile(loop, loopIndexOf(loop.durations, target.segment)));
      } catch (error) {
        // The cache folder was cleared under a running server: the next request makes the loop again.
        deps.library.forget(target.gameId);
        deps.log.warn(`Live video of game ${target.gameId} lost a segment: ${String(error)}`);
        throw new MediaError('stream_unavailable', `The live video of game ${target.gameId} is being remade; try again`);
      }
      // A segment's bytes never change, but they are the token holder's: no shared cache keeps them.
      send(res, MEDIA_CONTENT_TYPES.segment, bytes, 'private, max-age=60');
    }),
    { input: { query: liveMediaQuerySchema, params: liveMediaPathSchema } },
  );
}
