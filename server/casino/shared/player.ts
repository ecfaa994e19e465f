import type { IncomingMessage } from 'node:http';
import type { AuthContext } from '../../auth/context';
import { authenticate } from '../../auth/sessions';
import { SharedError } from './errors';

/**
 * Who is playing: the one place a shared table resolves its player, from the
 * session cookie (or a user token) today; the game frame's launch token can
 * take its place here.
 */
export interface SharedPlayer {
  readonly userId: number;
  readonly banned: boolean;
}

export async function playerOf(auth: AuthContext, req: IncomingMessage): Promise<SharedPlayer | null> {
  const session = await authenticate(auth, req);
  return session ? { userId: session.userId, banned: session.user.ban_level > 0 } : null;
}

export async function requirePlayer(auth: AuthContext, req: IncomingMessage): Promise<SharedPlayer> {
  const player = await playerOf(auth, req);
  if (!player) throw new SharedError('unauthorized', 'Sign in to play for real money');
  if (player.banned) throw new SharedError('player_banned', 'A banned player cannot bet');
  return player;
}
