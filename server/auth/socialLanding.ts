import type { ServerResponse } from 'node:http';
import { RETURN_URL_QUERY } from '../../src/protocol/routes';
import { SOCIAL_ERROR_QUERY, SOCIAL_TWO_STEP_QUERY } from '../../src/protocol/schemas/auth';
import { issueToken } from './codes';
import type { AuthContext } from './context';
import { AuthError } from './http';
import { finishSignIn } from './signIn';
import type { SocialIdentity } from './social';
import { findUserById } from './users';

const PENDING_TTL_MS = 30 * 60_000;

/**
 * Where a proven social identity goes: a linked one signs in through the
 * same gate as a password (an inactive account is refused, two-step asks for
 * its code) and returns to returnUrl; a new one goes to soc_reg registration.
 */
export async function signInOrRegister(
  ctx: AuthContext,
  res: ServerResponse,
  identity: SocialIdentity,
  returnUrl: string,
  lng: string,
): Promise<string> {
  const [linked] = await ctx.db.query<{ user_id: number }>('SELECT user_id FROM social_identity WHERE provider = $1 AND subject = $2', [
    identity.provider,
    identity.subject,
  ]);
  const user = linked ? await findUserById(ctx.db, linked.user_id) : undefined;
  if (user) {
    let outcome;
    try {
      outcome = await finishSignIn(ctx, res, user, false, 'social', 'social');
    } catch (error) {
      if (error instanceof AuthError && error.code === 'not_activated') return `/${lng}/?${SOCIAL_ERROR_QUERY}=not_activated`;
      throw error;
    }
    if (outcome.status === 'ok') return returnUrl;
    const query = new URLSearchParams({ [SOCIAL_TWO_STEP_QUERY]: outcome.channel, [RETURN_URL_QUERY]: returnUrl });
    return `/${lng}/?${query.toString()}`;
  }
  const { token } = await issueToken(ctx, { purpose: 'social_pending', payload: { ...identity }, ttlMs: PENDING_TTL_MS });
  return `/${lng}/registration?type=soc_reg&social_token=${encodeURIComponent(token)}`;
}

/** A two-letter language from a query or a form, else English. */
export function languageOf(value: string | null): string {
  return value !== null && /^[a-z]{2}$/.test(value) ? value : 'en';
}
