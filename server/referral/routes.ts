import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { SECURE_DATA_COOKIES, SECURE_GRANT_SECONDS, REFERRAL_COOKIES } from '../../src/protocol/constants/referral';
import {
  ADMIN_ATTRIBUTION_PATH,
  COOKIES_AGREE_TIME_PATH,
  SECURE_DATA_PATH,
  adminAttributionAnswerSchema,
  adminAttributionQuerySchema,
  cookiesAgreeTimeRequestSchema,
  okAnswerSchema,
  secureDataAnswerSchema,
} from '../../src/protocol/schemas/referral';
import type { AuthContext } from '../auth/context';
import { answer, handle, readBody, readCookie, setCookie } from '../auth/http';
import { requireSession } from '../auth/sessions';
import { sendError, sendJson } from '../http/respond';
import { NO_INPUT, type Router, takesBody, takesQuery } from '../http/router';
import { OPERATOR_REFUSED_MESSAGE, isOperatorRequest, operatorToken } from '../http/operator';
import { readAttribution, recordCookiesAgreement } from './store';

/** An agreement time this far ahead of the server's clock is a wrong clock or a forgery. */
const AGREED_AT_SKEW_MS = 5 * 60_000;

/** The referral cookies a request carries, by name (what attributionClaims reads). */
export function referralCookiesOf(req: IncomingMessage): Record<string, string | undefined> {
  return Object.fromEntries(Object.values(REFERRAL_COOKIES).map((name) => [name, readCookie(req, name)]));
}

/**
 * After sign-in: the secure-data grant (SPEC 7, 9) and the cookies-agreement
 * time (SPEC 7); and, with ADMIN_TOKEN, the operator's read of a player's
 * attribution. The light block call is the shell's (server/shell).
 */
export function registerReferralRoutes(router: Router, deps: { readonly auth: AuthContext; readonly adminToken?: string | null }): void {
  const { auth } = deps;

  // The grant id is new on every call: the cookie name carries it, so an old grant never shadows a new one.
  router.post(
    SECURE_DATA_PATH,
    handle(async ({ req, res }) => {
      await requireSession(auth, req);
      const grantId = randomBytes(8).toString('hex');
      const options = { httpOnly: true, maxAge: SECURE_GRANT_SECONDS } as const;
      setCookie(auth, res, SECURE_DATA_COOKIES.ggru, grantId, options);
      setCookie(auth, res, `${SECURE_DATA_COOKIES.grantPrefix}${grantId}`, randomBytes(24).toString('base64url'), options);
      answer(res, secureDataAnswerSchema, { data: { grantId, expiresIn: SECURE_GRANT_SECONDS } });
    }),
    NO_INPUT,
  );

  router.post(
    COOKIES_AGREE_TIME_PATH,
    handle(async ({ req, res }) => {
      const session = await requireSession(auth, req);
      const body = await readBody(req, cookiesAgreeTimeRequestSchema);
      const now = auth.now();
      if (body.agreedAt !== null && body.agreedAt > now + AGREED_AT_SKEW_MS) {
        return sendError(res, 400, 'invalid_request', 'agreedAt is in the future: send when the player answered, in epoch ms');
      }
      await recordCookiesAgreement(auth.db, session.userId, body.agreeType, body.agreedAt, now);
      answer(res, okAnswerSchema, { ok: true });
    }),
    takesBody(cookiesAgreeTimeRequestSchema),
  );

  const adminToken = operatorToken(deps.adminToken);
  if (!adminToken) return;
  router.get(
    ADMIN_ATTRIBUTION_PATH,
    async ({ req, res, url }) => {
      if (!isOperatorRequest(req, adminToken)) return sendError(res, 401, 'admin_unauthorized', OPERATOR_REFUSED_MESSAGE);
      const query = adminAttributionQuerySchema.safeParse(Object.fromEntries(url.searchParams));
      if (!query.success) return sendError(res, 400, 'invalid_request', 'Give the player as ?userId=<positive whole number>');
      const { userId } = query.data;
      const [user] = await auth.db.query<{ id: number }>('SELECT id FROM app_user WHERE id = $1', [userId]);
      if (!user) return sendError(res, 404, 'player_not_found', `No player ${userId}`);
      sendJson(res, 200, adminAttributionAnswerSchema.parse({ attribution: await readAttribution(auth.db, userId) }), {
        'cache-control': 'no-store',
      });
    },
    takesQuery(adminAttributionQuerySchema),
  );
}
