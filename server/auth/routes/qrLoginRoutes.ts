import { QR_LOGIN_CONFIRMS_PER_WINDOW, QR_LOGIN_STARTS_PER_WINDOW, QR_LOGIN_WINDOW_MS } from '../../../src/protocol/constants/qrLogin';
import {
  QR_LOGIN_PATHS,
  qrLoginConfirmAnswerSchema,
  qrLoginConfirmRequestSchema,
  qrLoginStartAnswerSchema,
  qrLoginStartRequestSchema,
  qrLoginStatusAnswerSchema,
  qrLoginStatusQuerySchema,
} from '../../../src/protocol/schemas/qrLogin';
import { takesBody, takesQuery, type Router } from '../../http/router';
import { clientIp, type AuthContext } from '../context';
import { AuthError, answer, handle, parseWith, readBody } from '../http';
import { confirmQrLogin, qrLoginStatus, startQrLogin } from '../qrLogin';
import { secondsUntilCapLifts, takeRateEvents, type RateScope } from '../rateLimit';
import { requireSession } from '../sessions';

/** Spends one of `cap` calls of the scope's window, or answers 429 with when the next one is free. */
async function withinRate(ctx: AuthContext, scope: RateScope, cap: number): Promise<void> {
  await takeRateEvents(ctx, [scope], async ([events]) => {
    if (events && events.count >= cap)
      throw new AuthError('rate_limited', 'Too many QR sign-ins: wait a few minutes and try again', {
        headers: { 'retry-after': String(secondsUntilCapLifts(events, scope.windowMs, ctx.now())) },
      });
  });
}

/** office/qr-login (server/auth/README.md "QR sign-in"). */
export function registerQrLoginRoutes(router: Router, ctx: AuthContext): void {
  router.post(
    QR_LOGIN_PATHS.start,
    handle(async ({ req, res }) => {
      const session = await requireSession(ctx, req);
      const body = await readBody(req, qrLoginStartRequestSchema);
      await withinRate(ctx, { scope: 'qr_start', key: String(session.userId), windowMs: QR_LOGIN_WINDOW_MS }, QR_LOGIN_STARTS_PER_WINDOW);
      answer(res, qrLoginStartAnswerSchema, await startQrLogin(ctx, req, session, body.lng));
    }),
    takesBody(qrLoginStartRequestSchema),
  );

  router.get(
    QR_LOGIN_PATHS.status,
    handle(async ({ req, res, url }) => {
      const session = await requireSession(ctx, req);
      const query = parseWith(qrLoginStatusQuerySchema, Object.fromEntries(url.searchParams), 'Query');
      answer(res, qrLoginStatusAnswerSchema, await qrLoginStatus(ctx, session, query.token));
    }),
    takesQuery(qrLoginStatusQuerySchema),
  );

  router.post(
    QR_LOGIN_PATHS.confirm,
    handle(async ({ req, res }) => {
      const body = await readBody(req, qrLoginConfirmRequestSchema);
      await withinRate(ctx, { scope: 'qr_confirm', key: clientIp(ctx, req), windowMs: QR_LOGIN_WINDOW_MS }, QR_LOGIN_CONFIRMS_PER_WINDOW);
      const user = await confirmQrLogin(ctx, res, body.token);
      ctx.log.info(`Auth: user ${user.id} signed in by QR`);
      answer(res, qrLoginConfirmAnswerSchema, { status: 'ok', user_id: user.id, login: user.login });
    }),
    takesBody(qrLoginConfirmRequestSchema),
  );
}
