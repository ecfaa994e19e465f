import type { IncomingMessage } from 'node:http';
import { FRAME_STREAM_TOKEN_PARAM, SHARED_TABLES, type SharedTableId } from '../../../src/protocol/casino/shared';
import type { AuthContext } from '../../auth/context';
import type { Db } from '../../db/db';
import type { FindGame } from '../games';
import { bearerOf, LAUNCH_BEARER } from '../http';
import { verifyLaunch, type Launch } from '../launch';
import { SharedError } from './errors';
import { bettor, type SharedAccess, type SharedPlayer } from './player';

/**
 * The game frame's access to a shared table on the games origin: the launch
 * token names the player, and only a token of a game played at that table
 * counts. A demo token bets its demo session's play money on the same rounds.
 */
export function frameAccess(deps: {
  readonly db: Db;
  readonly auth: AuthContext;
  readonly findGame: FindGame;
  readonly cors: Readonly<Record<string, string>>;
}): SharedAccess {
  const launchFor = async (token: string | null, table: SharedTableId): Promise<Launch> => {
    const launch = token ? await verifyLaunch(deps.auth, token) : null;
    if (!launch) throw new SharedError('unauthorized', 'The game needs a valid launch token: open it again from the site');
    if (deps.findGame(launch.gameId)?.engine !== SHARED_TABLES[table].engine)
      throw new SharedError('unauthorized', `The launch token is for another game than the ${table} table`);
    return launch;
  };

  const playerOf = async (req: IncomingMessage, table: SharedTableId): Promise<SharedPlayer | null> => {
    const launch = await launchFor(bearerOf(req), table);
    if (launch.demo) return { kind: 'demo', owner: launch.owner };
    if (launch.userId === null) return null;
    const [user] = await deps.db.query<{ ban_level: number }>('SELECT ban_level FROM app_user WHERE id = $1', [launch.userId]);
    return { kind: 'real', userId: launch.userId, banned: (user?.ban_level ?? 0) > 0, gameId: launch.gameId };
  };

  return {
    playerOf,
    requirePlayer: async (req, table) =>
      bettor(await playerOf(req, table), 'The game needs a valid launch token: open it again from the site'),
    async checkStream(_req, url, table) {
      await launchFor(url.searchParams.get(FRAME_STREAM_TOKEN_PARAM), table);
    },
    guard: LAUNCH_BEARER,
    headers: deps.cors,
  };
}
