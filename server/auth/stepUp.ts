import { STEP_UP_TTL_MS } from '../../src/protocol/constants/stepUp';
import type { Queryable } from '../db/db';
import type { AuthContext } from './context';
import { AuthError } from './http';
import type { CurrentSession } from './sessions';

/**
 * Step-up: before a change that would hand the account to whoever holds the
 * session (a withdrawal, a new e-mail, phone or password, a second factor
 * off), the player proves again who they are: the password or a
 * second-factor code. Success marks THIS session (its row, keyed by the
 * session's hash) until now + STEP_UP_TTL_MS; no other session of the same
 * player, and no other player, gains from it.
 */

/** Until when the session is stepped-up (ms), or null. */
export async function steppedUpUntil(
  ctx: AuthContext,
  session: Pick<CurrentSession, 'idHash'>,
  db: Queryable = ctx.db,
): Promise<number | null> {
  const [row] = await db.query<{ until: Date | null }>('SELECT stepped_up_until AS until FROM user_session WHERE id_hash = $1', [
    session.idHash,
  ]);
  const until = row?.until ? new Date(row.until).getTime() : null;
  return until !== null && until > ctx.now() ? until : null;
}

/** Marks the session stepped-up for STEP_UP_TTL_MS from now; answers the expiry. */
export async function markSteppedUp(ctx: AuthContext, session: Pick<CurrentSession, 'idHash'>, db: Queryable = ctx.db): Promise<number> {
  const until = ctx.now() + STEP_UP_TTL_MS;
  await db.query('UPDATE user_session SET stepped_up_until = $2 WHERE id_hash = $1', [session.idHash, new Date(until)]);
  return until;
}

/**
 * THE guard of every sensitive change: 403 `step_up_required` unless this
 * session stepped up within STEP_UP_TTL_MS. Routes that change the e-mail
 * or the phone (the player's office) call it first, as the withdrawal, the
 * second factors' off switches and the recovery codes do. Other areas map
 * the AuthError to their own code (the wallet's `wallet.step_up_required`).
 */
export async function requireStepUp(ctx: AuthContext, session: Pick<CurrentSession, 'idHash'>): Promise<void> {
  if ((await steppedUpUntil(ctx, session)) !== null) return;
  throw new AuthError('step_up_required', 'Confirm it is you: enter your password or a code from your authenticator app, then try again');
}
