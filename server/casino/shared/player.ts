import type { IncomingMessage } from 'node:http';
import type { SharedTableId } from '../../../src/protocol/casino/shared';
import type { AuthContext } from '../../auth/context';
import { authenticate } from '../../auth/sessions';
import type { RouteGuard } from '../../http/scriptCall';
import { SCRIPT_CALL } from '../../http/scriptCall';
import { SharedError } from './errors';

/**
 * Who is playing: a shared table resolves its player through a SharedAccess,
 * the site's from the session cookie (or a user token) here, the game frame's
 * from its launch token (frameAccess.ts). A real player bets money through the
 * ledger; a demo launch's owner (a guest's or a player's demo session) bets its
 * play money, which no ledger, limit, tournament or history ever sees.
 */
export type SharedPlayer =
  | {
      readonly kind: 'real';
      readonly userId: number;
      readonly banned: boolean;
      /** The catalogue game the frame was launched for (its bets are recorded under it); null on the site's own table API. */
      readonly gameId?: string | null;
    }
  | { readonly kind: 'demo'; readonly owner: string };

export interface SharedAccess {
  /** The player watching, or null for a guest. */
  playerOf(req: IncomingMessage, table: SharedTableId): Promise<SharedPlayer | null>;
  /** The player who bets or cashes out; refuses anyone who may not. */
  requirePlayer(req: IncomingMessage, table: SharedTableId): Promise<SharedPlayer>;
  /** Refuses a stream the caller may not open (the frame's needs its token); the site's is public. */
  checkStream(req: IncomingMessage, url: URL, table: SharedTableId): Promise<void>;
  /** The CSRF rule of the POSTs: the site's script call on a cookie, a bearer token on the games origin. */
  readonly guard: RouteGuard;
  /** Added to every answer (the games origin's CORS). */
  readonly headers: Readonly<Record<string, string>>;
}

export function bettor(player: SharedPlayer | null, missing: string): SharedPlayer {
  if (!player) throw new SharedError('unauthorized', missing);
  if (player.kind === 'real' && player.banned) throw new SharedError('player_banned', 'A banned player cannot bet');
  return player;
}

export function siteAccess(auth: AuthContext): SharedAccess {
  const playerOf = async (req: IncomingMessage): Promise<SharedPlayer | null> => {
    const session = await authenticate(auth, req);
    return session ? { kind: 'real', userId: session.userId, banned: session.user.ban_level > 0 } : null;
  };
  return {
    playerOf,
    requirePlayer: async (req) => bettor(await playerOf(req), 'Sign in to play for real money'),
    checkStream: () => Promise.resolve(),
    guard: SCRIPT_CALL,
    headers: {},
  };
}
