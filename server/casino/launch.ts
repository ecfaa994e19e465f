import { randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import type { AuthContext } from '../auth/context';
import { TOKEN_ISSUER } from '../auth/tokens';

const AUDIENCE = 'casino-game';
/** Short-lived: the site's game page fetches a fresh one before this runs out and hands it to the frame. */
export const LAUNCH_TOKEN_TTL_MS = 15 * 60_000;

/** Who plays what: a player's real-money launch, or a demo session's play money (a guest's, or a player's choice). */
export interface Launch {
  /** 'user:<id>' or 'demo:<session id>': the key of seeds, rounds and idempotency. */
  readonly owner: string;
  readonly userId: number | null;
  readonly gameId: string;
  readonly demo: boolean;
  /** The site's origin that launched it: the only one the frame takes messages from. */
  readonly site: string;
}

export const userOwner = (userId: number): string => `user:${userId}`;
export const newDemoOwner = (): string => `demo:${randomBytes(16).toString('hex')}`;

async function key(auth: AuthContext): Promise<Uint8Array> {
  return new TextEncoder().encode(`${await auth.secret()}:casino-launch`);
}

/** The frame's bearer token: bound to the owner, the game and the demo flag, so a token of one game plays no other. */
export async function signLaunch(auth: AuthContext, launch: Launch): Promise<{ token: string; expiresAt: number }> {
  const nowSeconds = Math.floor(auth.now() / 1000);
  const exp = nowSeconds + Math.floor(LAUNCH_TOKEN_TTL_MS / 1000);
  const token = await new SignJWT({ game: launch.gameId, demo: launch.demo, uid: launch.userId, site: launch.site })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(launch.owner)
    .setIssuer(TOKEN_ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(nowSeconds)
    .setExpirationTime(exp)
    .sign(await key(auth));
  return { token, expiresAt: exp * 1000 };
}

/** Null for a bad signature, another audience, a claim out of shape or an exp in the past (by the injected clock). */
export async function verifyLaunch(auth: AuthContext, token: string): Promise<Launch | null> {
  try {
    const { payload } = await jwtVerify(token, await key(auth), {
      algorithms: ['HS256'],
      issuer: TOKEN_ISSUER,
      audience: AUDIENCE,
      currentDate: new Date(auth.now()),
      requiredClaims: ['exp', 'sub'],
    });
    const { sub, game, demo, uid, site } = payload;
    if (typeof sub !== 'string' || typeof game !== 'string' || typeof demo !== 'boolean' || typeof site !== 'string') return null;
    const userId = typeof uid === 'number' && Number.isInteger(uid) && uid > 0 ? uid : null;
    // A real-money token names its player twice (owner and uid); a demo token names a demo session and no player.
    if (demo ? !sub.startsWith('demo:') || userId !== null : userId === null || sub !== userOwner(userId)) return null;
    return { owner: sub, userId, gameId: game, demo, site };
  } catch {
    return null;
  }
}
