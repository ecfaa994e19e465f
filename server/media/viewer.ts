import type { IncomingMessage } from 'node:http';
import type { AuthContext } from '../auth/context';
import { authenticate } from '../auth/sessions';
import { verifyUserToken } from '../auth/tokens';
import { MediaError } from './errors';

/**
 * Who may watch: the holder of a valid user video token (SPEC 7, POST
 * /user/updatetoken) whose session is the request's own. A token copied out
 * of one player's page does not play in another's browser, nor signed out.
 */
export async function requireViewer(auth: AuthContext, req: IncomingMessage, token: string | undefined): Promise<number> {
  if (token === undefined || token === '') {
    throw new MediaError('video_token_required', 'The live video needs the user video token (POST /user/updatetoken) as ?token=');
  }
  const verified = await verifyUserToken(auth, token, 'video');
  if (!verified) throw new MediaError('video_token_invalid', 'The video token is invalid or has expired: get a fresh one');
  const session = await authenticate(auth, req);
  if (!session) throw new MediaError('unauthorized', 'Sign in to watch the live video');
  if (session.userId !== verified.userId) throw new MediaError('video_token_foreign', 'The video token belongs to another player');
  return session.userId;
}
