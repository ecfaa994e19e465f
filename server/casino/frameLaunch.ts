import type { IncomingMessage } from 'node:http';
import type { AuthContext } from '../auth/context';
import { CasinoError } from './errors';
import type { FindGame, PlayableGame } from './games';
import { bearerOf } from './http';
import { verifyLaunch, type Launch } from './launch';

/** The frame's launch (its owner, game and demo flag) from the request's bearer token, and its game; refused without one. */
export async function frameLaunchOf(
  deps: { readonly auth: AuthContext; readonly findGame: FindGame },
  req: IncomingMessage,
): Promise<{ launch: Launch; game: PlayableGame }> {
  const token = bearerOf(req);
  const launch = token ? await verifyLaunch(deps.auth, token) : null;
  if (!launch) throw new CasinoError('unauthorized', 'The game needs a valid launch token: open it again from the site');
  const game = deps.findGame(launch.gameId);
  if (!game) throw new CasinoError('game_not_found', `No game ${launch.gameId}`);
  return { launch, game };
}
