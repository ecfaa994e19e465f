import type { IncomingMessage } from 'node:http';
import {
  AUTH_PATHS,
  accountsAnswerSchema,
  addCurrencyRequestSchema,
  changeActiveAccountRequestSchema,
  removeCurrencyRequestSchema,
  termsStatusAnswerSchema,
  userConfigSchema,
  userConfigUpdateRequestSchema,
} from '../../../src/protocol/schemas/auth';
import { NO_INPUT, type Router, takesBody } from '../../http/router';
import { addCurrencyAccount, changeActiveAccount, listAccounts, removeCurrencyAccount } from '../accounts';
import { AuthError, answer, handle, readBody } from '../http';
import { requireSession, type CurrentSession } from '../sessions';
import { markSteppedUp, requireStepUp } from '../stepUp';
import { playBlockField } from '../../limits/playBlock';
import { userConfigOf } from '../userConfig';
import { unreadCount } from '../../messages/store';
import type { AuthContext } from '../context';
import { recordSecurityEvent, requestOrigin } from '../audit';
import { failureKey } from '../rateLimit';
import { beginAttempt, decodePassword } from '../signIn';
import { currentTermsVersion, findUserById } from '../users';

/** Accounts, user config and the terms a signed-in player has accepted. Every call needs a session or a user token. */
export function registerAccountRoutes(router: Router, ctx: AuthContext): void {
  const accountsOf = async (userId: number) => {
    const user = await findUserById(ctx.db, userId);
    if (!user) throw new AuthError('unauthorized', 'The account no longer exists');
    return listAccounts(ctx.db, user);
  };

  router.get(
    AUTH_PATHS.accounts,
    handle(async ({ req, res }) => {
      const session = await requireSession(ctx, req);
      answer(res, accountsAnswerSchema, await listAccounts(ctx.db, session.user));
    }),
    NO_INPUT,
  );

  router.post(
    AUTH_PATHS.changeActiveAccount,
    handle(async ({ req, res }) => {
      const session = await requireSession(ctx, req);
      const body = await readBody(req, changeActiveAccountRequestSchema);
      await ctx.db.transaction((tx) => changeActiveAccount(tx, session.userId, body.id));
      answer(res, accountsAnswerSchema, await accountsOf(session.userId));
    }),
    takesBody(changeActiveAccountRequestSchema),
  );

  router.post(
    AUTH_PATHS.addCurrency,
    handle(async ({ req, res }) => {
      const session = await requireSession(ctx, req);
      const body = await readBody(req, addCurrencyRequestSchema);
      await ctx.db.transaction((tx) => addCurrencyAccount(tx, session.userId, body.iso, ctx.now()));
      answer(res, accountsAnswerSchema, await accountsOf(session.userId));
    }),
    takesBody(addCurrencyRequestSchema),
  );

  router.post(
    AUTH_PATHS.removeCurrency,
    handle(async ({ req, res }) => {
      const session = await requireSession(ctx, req);
      const body = await readBody(req, removeCurrencyRequestSchema);
      await ctx.db.transaction((tx) => removeCurrencyAccount(tx, session.userId, body.id));
      answer(res, accountsAnswerSchema, await accountsOf(session.userId));
    }),
    takesBody(removeCurrencyRequestSchema),
  );

  router.get(
    AUTH_PATHS.userConfig,
    handle(async ({ req, res }) => {
      const session = await requireSession(ctx, req);
      const now = ctx.now();
      answer(res, userConfigSchema, {
        ...userConfigOf(session.user, now),
        user_msg_count: await unreadCount(ctx.db, session.userId),
        play_block: await playBlockField(ctx.db, session.userId, now),
      });
    }),
    NO_INPUT,
  );

  router.post(
    AUTH_PATHS.userConfigUpdate,
    handle(async ({ req, res }) => {
      const session = await requireSession(ctx, req);
      const body = await readBody(req, userConfigUpdateRequestSchema);
      const user = session.user;
      if (body.enable_two_factor_auth === true && user.email === null && user.phone_number === null) {
        throw new AuthError('invalid_request', 'Two-step sign-in needs an e-mail address or a phone to send codes to', {
          fields: [{ field: 'enable_two_factor_auth', message: 'needs an e-mail or a phone', code: 'invalid' }],
        });
      }
      if (body.enable_two_factor_auth === false) await confirmTurnOff(ctx, req, session, body.uPassword);
      await ctx.db.transaction(async (tx) => {
        // The row as it is now, locked: the event records a real switch, not a repeat of the same value.
        const [before] = await tx.query<{ on: boolean }>('SELECT enable_two_factor_auth AS on FROM app_user WHERE id = $1 FOR UPDATE', [
          user.id,
        ]);
        await tx.query(
          `UPDATE app_user SET hide_balance = COALESCE($2, hide_balance),
             enable_two_factor_auth = COALESCE($3, enable_two_factor_auth) WHERE id = $1`,
          [user.id, body.user_hide_balance ?? null, body.enable_two_factor_auth ?? null],
        );
        const wanted = body.enable_two_factor_auth;
        if (wanted !== undefined && before && before.on !== wanted)
          await recordSecurityEvent(tx, {
            userId: user.id,
            kind: wanted ? 'two_step_enabled' : 'two_step_disabled',
            at: ctx.now(),
            origin: requestOrigin(ctx, req, session.idHash),
          });
      });
      const updated = await findUserById(ctx.db, user.id);
      if (!updated) throw new AuthError('unauthorized', 'The account no longer exists');
      const now = ctx.now();
      answer(res, userConfigSchema, {
        ...userConfigOf(updated, now),
        user_msg_count: await unreadCount(ctx.db, updated.id),
        play_block: await playBlockField(ctx.db, updated.id, now),
      });
    }),
    takesBody(userConfigUpdateRequestSchema),
  );

  // 451 with exception_code 1 tells the client to send the player to confirm-terms (SPEC 8).
  router.get(
    AUTH_PATHS.termsStatus,
    handle(async ({ req, res }) => {
      const session = await requireSession(ctx, req);
      const terms = await currentTermsVersion(ctx.db);
      if (session.user.accepted_terms_version < terms.version) {
        throw new AuthError('terms_required', 'The terms have changed: confirm them to go on');
      }
      answer(res, termsStatusAnswerSchema, { result: 'accepted', updatedAt: terms.updatedAt.toISOString() });
    }),
    NO_INPUT,
  );

  router.post(
    AUTH_PATHS.termsConfirm,
    handle(async ({ req, res }) => {
      const session = await requireSession(ctx, req);
      const terms = await currentTermsVersion(ctx.db);
      await ctx.db.query('UPDATE app_user SET accepted_terms_version = $2, accepted_terms_at = $3 WHERE id = $1', [
        session.userId,
        terms.version,
        new Date(ctx.now()),
      ]);
      answer(res, termsStatusAnswerSchema, { result: 'accepted', updatedAt: terms.updatedAt.toISOString() });
    }),
    NO_INPUT,
  );
}

/**
 * Turning two-step sign-in off lowers the account's protection: it needs a
 * step-up (server/auth/stepUp.ts). The current password in the body is one
 * (it steps the session up as POST step-up would), so the security dialog
 * may ask for it in place; without it, a session stepped up within
 * STEP_UP_TTL_MS passes and any other gets 403 `step_up_required`. Wrong
 * passwords count as failed sign-ins (the same captcha and block), and the
 * refusal is 403, not 401, so the session stays.
 */
async function confirmTurnOff(ctx: AuthContext, req: IncomingMessage, session: CurrentSession, encoded: string | undefined): Promise<void> {
  if (encoded === undefined) return requireStepUp(ctx, session);
  const user = session.user;
  const password = decodePassword(encoded);
  const key = failureKey(user, user.login);
  const attempt = await beginAttempt(ctx, req, key);
  if (!(await ctx.passwords.verify(password, user.password_hash))) {
    // Whoever holds a session but guesses the password is exactly what the player should see in the log.
    await recordSecurityEvent(ctx.db, {
      userId: user.id,
      kind: 'sign_in_failed',
      at: ctx.now(),
      origin: requestOrigin(ctx, req, session.idHash),
      detail: { method: 'confirm_password' },
    });
    throw new AuthError('wrong_password', 'The password is wrong', {
      fields: [{ field: 'uPassword', message: 'is wrong', code: 'invalid' }],
    });
  }
  await attempt.succeeded();
  await markSteppedUp(ctx, session);
}
