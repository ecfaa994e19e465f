import { SignJWT, jwtVerify } from 'jose';
import type { AuthContext } from './context';
import { randomToken } from './crypto';

export const TOKEN_ISSUER = 'bethouse-reference';
export type TokenAudience = 'web' | 'video';

export interface SignedToken {
  readonly token: string;
  /** Milliseconds since the epoch (the exp claim, rounded down to seconds). */
  readonly expiresAt: number;
}

async function key(ctx: AuthContext): Promise<Uint8Array> {
  return new TextEncoder().encode(await ctx.secret());
}

/**
 * An HS256 JWT: sub = user id, aud web (the user token) or video, exp, and
 * sid = the session's stored hash so that signing out also retires the token.
 */
export async function signUserToken(
  ctx: AuthContext,
  input: { userId: number; sessionHash: string; audience: TokenAudience; ttlMs: number },
): Promise<SignedToken> {
  const nowSeconds = Math.floor(ctx.now() / 1000);
  const exp = nowSeconds + Math.floor(input.ttlMs / 1000);
  const token = await new SignJWT({ sid: input.sessionHash })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(input.userId))
    .setIssuer(TOKEN_ISSUER)
    .setAudience(input.audience)
    .setIssuedAt(nowSeconds)
    .setExpirationTime(exp)
    .setJti(randomToken(12))
    .sign(await key(ctx));
  return { token, expiresAt: exp * 1000 };
}

export interface VerifiedToken {
  readonly userId: number;
  readonly sessionHash: string;
}

/** Null for a bad signature, another audience, a missing claim or an exp in the past (by the injected clock). */
export async function verifyUserToken(ctx: AuthContext, token: string, audience: TokenAudience): Promise<VerifiedToken | null> {
  try {
    const { payload } = await jwtVerify(token, await key(ctx), {
      algorithms: ['HS256'],
      issuer: TOKEN_ISSUER,
      audience,
      currentDate: new Date(ctx.now()),
      requiredClaims: ['exp', 'sub'],
    });
    const userId = Number(payload.sub);
    if (!Number.isInteger(userId) || userId <= 0 || typeof payload.sid !== 'string') return null;
    return { userId, sessionHash: payload.sid };
  } catch {
    return null;
  }
}
