import type { IncomingMessage, ServerResponse } from 'node:http';
import QRCode from 'qrcode';
import { QR_LOGIN_TOKEN_PARAM, QR_LOGIN_TTL_MS } from '../../src/protocol/constants/qrLogin';
import { ROUTES } from '../../src/protocol/routes';
import type { QrLoginStartAnswer, QrLoginStatusAnswer } from '../../src/protocol/schemas/qrLogin';
import { recordSecurityEvent, requestOrigin } from './audit';
import { originOf, type AuthContext } from './context';
import { randomToken, sha256Hex } from './crypto';
import { AuthError } from './http';
import { sessionHandle } from './sessionList';
import { startSession, type CurrentSession } from './sessions';
import { findUserById, type UserRow } from './users';

interface QrRow extends Record<string, unknown> {
  user_id: number;
  expires_at: Date | string;
  used_at: Date | string | null;
  session_hash: string | null;
}

/** The page the QR's link opens, as the route table spells it. */
const QR_PAGE_PATH = ROUTES.find((route) => route.id === 'officeQrLogin')?.path ?? 'office/qr-login';

const NOT_VALID = 'The QR code is not valid: show a new one on your signed-in device';

/**
 * A one-time token for the QR of office/qr-login, valid QR_LOGIN_TTL_MS on
 * the server's clock. Only its hash is kept; the link and the picture are
 * made here so the client shows them as they are.
 */
export async function startQrLogin(
  ctx: AuthContext,
  req: IncomingMessage,
  session: CurrentSession,
  lng: string,
): Promise<QrLoginStartAnswer> {
  const now = ctx.now();
  const token = randomToken(32);
  const expiresAt = now + QR_LOGIN_TTL_MS;
  await ctx.db.transaction(async (tx) => {
    await tx.query(`INSERT INTO qr_login (token_hash, user_id, shown_by, created_at, expires_at) VALUES ($1, $2, $3, $4, $5)`, [
      sha256Hex(token),
      session.userId,
      session.idHash,
      new Date(now),
      new Date(expiresAt),
    ]);
    // Old codes are useless: dropped with each new one rather than by a job.
    await tx.query('DELETE FROM qr_login WHERE user_id = $1 AND expires_at < $2', [session.userId, new Date(now - 86_400_000)]);
    await recordSecurityEvent(tx, {
      userId: session.userId,
      kind: 'qr_login_shown',
      at: now,
      origin: requestOrigin(ctx, req, session.idHash),
    });
  });
  const url = `${originOf(ctx, req)}/${lng}/${QR_PAGE_PATH}?${QR_LOGIN_TOKEN_PARAM}=${token}`;
  const qrSvg = await QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { token, url, qrSvg, expiresAt };
}

/** The state of the caller's own token; another player's reads as unknown, like one never issued. */
export async function qrLoginStatus(ctx: AuthContext, session: CurrentSession, token: string): Promise<QrLoginStatusAnswer> {
  const [row] = await ctx.db.query<QrRow>('SELECT user_id, expires_at, used_at, session_hash FROM qr_login WHERE token_hash = $1', [
    sha256Hex(token),
  ]);
  if (!row || row.user_id !== session.userId) throw new AuthError('invalid_token', NOT_VALID);
  const expiresAt = new Date(row.expires_at).getTime();
  if (row.used_at === null) return { state: expiresAt > ctx.now() ? 'waiting' : 'expired', expiresAt, session: null };
  const opened = row.session_hash;
  const [live] = opened
    ? await ctx.db.query<{ device: string | null }>('SELECT device FROM user_session WHERE id_hash = $1 AND expires_at > $2', [
        opened,
        new Date(ctx.now()),
      ])
    : [];
  return {
    state: 'used',
    expiresAt,
    session: opened ? { id: sessionHandle(opened), device: live?.device ?? null, live: live !== undefined } : null,
  };
}

/**
 * The device that opened the QR's link signs in as its player. The token is
 * claimed in one statement (unused and unexpired), so of two devices racing
 * with one code only one gets a session. Two-step is not asked again: the
 * code came from a session that already passed it, and lived a minute.
 */
export async function confirmQrLogin(ctx: AuthContext, res: ServerResponse, token: string): Promise<UserRow> {
  const now = new Date(ctx.now());
  const tokenHash = sha256Hex(token);
  const [claimed] = await ctx.db.query<{ user_id: number }>(
    `UPDATE qr_login SET used_at = $2 WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2 RETURNING user_id`,
    [tokenHash, now],
  );
  if (!claimed) {
    const [known] = await ctx.db.query<QrRow>('SELECT user_id, expires_at, used_at, session_hash FROM qr_login WHERE token_hash = $1', [
      tokenHash,
    ]);
    if (known && known.used_at === null) throw new AuthError('time_up', 'The QR code has expired: show a new one');
    throw new AuthError('invalid_token', NOT_VALID);
  }
  const user = await findUserById(ctx.db, claimed.user_id);
  if (!user || !user.is_active) throw new AuthError('invalid_token', NOT_VALID);
  const idHash = await startSession(ctx, res, user.id, false, 'qr_login');
  await ctx.db.query('UPDATE qr_login SET session_hash = $2 WHERE token_hash = $1', [tokenHash, idHash]);
  return user;
}
