import type { IncomingMessage } from 'node:http';
import { SignJWT, jwtVerify } from 'jose';
import { HTTP_HEADERS } from '../../src/protocol/http';
import type { FingerprintAnswer } from '../../src/protocol/schemas/auth';
import type { AuthContext } from './context';
import { sha256Hex } from './crypto';
import { AuthError, header } from './http';
import { TOKEN_ISSUER } from './tokens';
import { rememberFingerprint } from './device';

/**
 * The device fingerprint (SPEC 3 Fingerprint, SPEC 7). The real product runs
 * an external script; this server plays its part: the client sends the
 * components it can read (language, cores, platform, time zone...), the
 * server answers their canonical JSON (`data`, the componentsData) and a
 * token signed for exactly that data with an expiry in seconds. Sign-in calls
 * then carry the token in X-Fingerprint and the data in the body; a missing,
 * expired, forged or mismatched pair is `fingerprint_invalid` (400 with code
 * 120), on which the client fetches a fresh one and retries once (SPEC 8).
 */

const AUDIENCE = 'fingerprint';

type Component = string | number | boolean | null | readonly string[];

/** Keys sorted, so the same device always gives the same data (and the same hash). */
export function canonicalComponents(components: Readonly<Record<string, Component>>): string {
  const sorted = Object.fromEntries(
    Object.keys(components)
      .sort()
      .map((k) => [k, components[k]]),
  );
  return JSON.stringify(sorted);
}

async function key(ctx: AuthContext): Promise<Uint8Array> {
  return new TextEncoder().encode(`fingerprint:${await ctx.secret()}`);
}

export async function issueFingerprint(ctx: AuthContext, components: Readonly<Record<string, Component>>): Promise<FingerprintAnswer> {
  const data = canonicalComponents(components);
  const nowSeconds = Math.floor(ctx.now() / 1000);
  const exp = nowSeconds + Math.floor(ctx.limits.fingerprintTtlMs / 1000);
  const token = await new SignJWT({})
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(sha256Hex(data))
    .setIssuer(TOKEN_ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(nowSeconds)
    .setExpirationTime(exp)
    .sign(await key(ctx));
  return { token, expiresAt: exp, data };
}

/**
 * The gate of the calls whose bodies carry fingerprint data (login, phone
 * login, two-step, send SMS). Answers the device's hash (for logs and limits).
 */
export async function requireFingerprint(ctx: AuthContext, req: IncomingMessage, data: string | undefined): Promise<string> {
  const token = header(req, HTTP_HEADERS.fingerprint);
  if (!token || data === undefined)
    throw new AuthError('fingerprint_invalid', 'The device fingerprint is missing: fetch one and try again');
  let subject: string | undefined;
  try {
    const { payload } = await jwtVerify(token, await key(ctx), {
      algorithms: ['HS256'],
      issuer: TOKEN_ISSUER,
      audience: AUDIENCE,
      currentDate: new Date(ctx.now()),
      requiredClaims: ['exp', 'sub'],
    });
    subject = payload.sub;
  } catch {
    throw new AuthError('fingerprint_invalid', 'The device fingerprint has expired or is not valid: fetch a new one');
  }
  const hash = sha256Hex(data);
  if (subject !== hash) throw new AuthError('fingerprint_invalid', 'The device fingerprint does not match the data sent with it');
  rememberFingerprint(req, hash);
  return hash;
}
