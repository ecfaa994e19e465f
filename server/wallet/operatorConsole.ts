import { createHash, randomUUID, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  WALLET_ERRORS,
  adminDecisionSchema,
  adminRefusalSchema,
  adminReplySchema,
  manualCorrectionSchema,
} from '../../src/protocol/schemas/wallet';
import { OPERATOR_CONSOLE_PATH } from '../../src/protocol/constants/wallet';
import { readCookie, readFormBody } from '../auth/http';
import { seeOther, sendHtml } from '../http/htmlPage';
import { type Router, takesByHand } from '../http/router';
import { exemptFromScriptCall } from '../http/scriptCall';
import { isOperatorToken } from '../http/operator';
import { operatorWithdrawals, postCorrection, type AdminDeps } from './admin';
import { parseInput, walletRefusalOf } from './errors';
import { CONSOLE_ACTIONS, consolePage, signInPage } from './operatorPages';
import { addMessage, adminRequests } from './requests';
import { decideWithdrawal } from './withdrawals';

const COOKIE = 'operator_console';

/** What the console's cookie holds: a digest of the token, so the token itself never sits in a browser. */
const sessionValue = (token: string): string => createHash('sha256').update(`operator-console\n${token}`).digest('hex');

function signedIn(req: IncomingMessage, token: string): boolean {
  const given = Buffer.from(readCookie(req, COOKIE) ?? '', 'utf8');
  const expected = Buffer.from(sessionValue(token), 'utf8');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Strict: no other site's page can post the console's forms with this cookie; the path keeps it off the site's own requests. */
const cookie = (value: string, maxAge: number): string =>
  `${COOKIE}=${value}; Path=${OPERATOR_CONSOLE_PATH}; HttpOnly; SameSite=Strict; Max-Age=${maxAge}`;

/** The console is plain HTML forms (no headers can be set); its Strict, path-bound cookie is what keeps other sites' forms out. */
const CONSOLE_FORM = exemptFromScriptCall(
  "the operator console's HTML forms: outside production only, signed in by a SameSite=Strict cookie bound to the console's path",
);

/** What a finished action says on the page it leads back to: fixed words, never text from the URL. */
const NOTICES = {
  approved: (id: string) => `Withdrawal #${id} approved: the provider pays it shortly.`,
  refused: (id: string) => `Withdrawal #${id} refused: the money is back on the player's account.`,
  replied: (id: string) => `Reply sent to payment request #${id}.`,
  corrected: (id: string) => `Correction posted as ledger movement #${id}.`,
} as const;
type Done = keyof typeof NOTICES;

function noticeOf(url: URL): string | undefined {
  const done = url.searchParams.get('done');
  const id = url.searchParams.get('id') ?? '';
  return done && done in NOTICES && /^\d{1,12}$/.test(id) ? NOTICES[done as Done](id) : undefined;
}

const numberField = (form: URLSearchParams, name: string): number => Number(form.get(name) ?? '');
const textField = (form: URLSearchParams, name: string): string => form.get(name) ?? '';

/**
 * The operator console: the operator's actions (decide withdrawals, answer
 * payment requests, correct a balance) as plain pages of the reference
 * server, for a developer or a tester without curl. It exists only outside
 * production and with ADMIN_TOKEN set, and calls the same functions as the
 * operator's endpoints, so a decision here is one there.
 */
export function registerOperatorConsole(router: Router, deps: AdminDeps): void {
  const { db, token } = deps;

  async function render(res: ServerResponse, status: number, extra: { notice?: string; error?: string }): Promise<void> {
    const [withdrawals, requests] = [await operatorWithdrawals(db, 'pending'), await adminRequests(db, 'open')];
    sendHtml(res, status, consolePage({ withdrawals, requests, correctionKey: `console-${randomUUID()}`, ...extra }));
  }

  /** An action: signed in, then done (back to the console with its notice) or refused (the console with the reason). */
  const action =
    (run: (form: URLSearchParams) => Promise<{ done: Done; id: number }>) =>
    async ({ req, res }: { req: IncomingMessage; res: ServerResponse }) => {
      if (!signedIn(req, token)) return sendHtml(res, 401, signInPage('Sign in first: the console session has ended.'));
      try {
        const { done, id } = await run(await readFormBody(req));
        return seeOther(res, `${OPERATOR_CONSOLE_PATH}?done=${done}&id=${id}`);
      } catch (error) {
        const refusal = walletRefusalOf(error);
        if (!refusal) throw error;
        return render(res, WALLET_ERRORS[refusal.code].status, { error: refusal.message });
      }
    };

  router.get(
    OPERATOR_CONSOLE_PATH,
    async ({ req, res, url }) => (signedIn(req, token) ? render(res, 200, { notice: noticeOf(url) }) : sendHtml(res, 200, signInPage())),
    takesByHand('query: done, id'),
  );

  router.post(
    CONSOLE_ACTIONS.signIn,
    async ({ req, res }) => {
      const form = await readFormBody(req).catch(() => new URLSearchParams());
      if (!isOperatorToken(textField(form, 'token'), token)) return sendHtml(res, 401, signInPage('That is not the operator token.'));
      return seeOther(res, OPERATOR_CONSOLE_PATH, { 'set-cookie': cookie(sessionValue(token), 8 * 3600) });
    },
    takesByHand('form body: the operator token', CONSOLE_FORM),
  );

  router.post(CONSOLE_ACTIONS.signOut, async ({ res }) => seeOther(res, OPERATOR_CONSOLE_PATH, { 'set-cookie': cookie('', 0) }), {
    input: {},
    guard: CONSOLE_FORM,
  });

  router.post(
    CONSOLE_ACTIONS.approve,
    action(async (form) => {
      const body = parseInput(adminDecisionSchema, { withdrawalId: numberField(form, 'withdrawalId') }, 'Approval');
      await decideWithdrawal(deps, body.withdrawalId, { step: 'approve' });
      return { done: 'approved', id: body.withdrawalId };
    }),
    takesByHand('form body: adminDecisionSchema fields', CONSOLE_FORM),
  );

  router.post(
    CONSOLE_ACTIONS.refuse,
    action(async (form) => {
      const body = parseInput(
        adminRefusalSchema,
        { withdrawalId: numberField(form, 'withdrawalId'), reason: textField(form, 'reason') },
        'Refusal',
      );
      await decideWithdrawal(deps, body.withdrawalId, { step: 'refuse', reason: body.reason });
      return { done: 'refused', id: body.withdrawalId };
    }),
    takesByHand('form body: adminRefusalSchema fields', CONSOLE_FORM),
  );

  router.post(
    CONSOLE_ACTIONS.reply,
    action(async (form) => {
      const body = parseInput(
        adminReplySchema,
        { requestId: numberField(form, 'requestId'), message: textField(form, 'message'), close: form.get('close') === '1' },
        'Reply',
      );
      await addMessage(db, { operator: true, requestId: body.requestId }, body.message, deps.now(), body.close ?? false);
      return { done: 'replied', id: body.requestId };
    }),
    takesByHand('form body: adminReplySchema fields', CONSOLE_FORM),
  );

  router.post(
    CONSOLE_ACTIONS.correct,
    action(async (form) => {
      const body = parseInput(
        manualCorrectionSchema,
        {
          accountId: numberField(form, 'accountId'),
          amount: numberField(form, 'amount'),
          reason: textField(form, 'reason'),
          idempotencyKey: textField(form, 'idempotencyKey'),
        },
        'Correction',
      );
      const posted = await postCorrection(deps, body, body.idempotencyKey ?? `console-${randomUUID()}`);
      return { done: 'corrected', id: posted.movementId };
    }),
    takesByHand('form body: manualCorrectionSchema fields', CONSOLE_FORM),
  );
}
