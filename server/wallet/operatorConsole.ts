import { createHash, randomUUID, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
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
import { type Router, takesBody, takesQuery } from '../http/router';
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

/** Whether the request carries the console's session (other areas' console pages share it). */
export function signedIn(req: IncomingMessage, token: string): boolean {
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

/** The page an action leads back to: an unknown notice or a malformed id shows no notice (a stale URL is no error). */
const consoleQuerySchema = z.object({ done: z.string().optional(), id: z.string().optional() });

function noticeOf(url: URL): string | undefined {
  const { done, id = '' } = consoleQuerySchema.parse(Object.fromEntries(url.searchParams));
  return done && done in NOTICES && /^\d{1,12}$/.test(id) ? NOTICES[done as Done](id) : undefined;
}

/*
 * The forms' bodies: HTML forms post text fields, which are turned into the operator endpoints' JSON values and then
 * checked by those very schemas, so a console action is held to the same rules as the endpoint. A missing field reads
 * as empty, which those schemas refuse.
 */
const numberField = z
  .string()
  .optional()
  .transform((value) => Number(value ?? ''));
const textField = z.string().optional().default('');
const signInFormSchema = z.object({ token: textField });
const approveFormSchema = z.object({ withdrawalId: numberField }).pipe(adminDecisionSchema);
const refuseFormSchema = z.object({ withdrawalId: numberField, reason: textField }).pipe(adminRefusalSchema);
const replyFormSchema = z
  .object({
    requestId: numberField,
    message: textField,
    close: z
      .string()
      .optional()
      .transform((close): boolean | undefined => close === '1'),
  })
  .transform((fields): z.input<typeof adminReplySchema> => fields)
  .pipe(adminReplySchema);
const correctFormSchema = z
  .object({
    accountId: numberField,
    amount: numberField,
    reason: textField,
    // Typed as the optional key it feeds; an empty key is still refused by the correction's schema.
    idempotencyKey: z
      .string()
      .optional()
      .transform((key): string | undefined => key ?? ''),
  })
  .transform((fields): z.input<typeof manualCorrectionSchema> => fields)
  .pipe(manualCorrectionSchema);

const fieldsOf = (form: URLSearchParams): Record<string, string> => Object.fromEntries(form);

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
    takesQuery(consoleQuerySchema),
  );

  router.post(
    CONSOLE_ACTIONS.signIn,
    async ({ req, res }) => {
      const form = signInFormSchema.parse(fieldsOf(await readFormBody(req).catch(() => new URLSearchParams())));
      if (!isOperatorToken(form.token, token)) return sendHtml(res, 401, signInPage('That is not the operator token.'));
      return seeOther(res, OPERATOR_CONSOLE_PATH, { 'set-cookie': cookie(sessionValue(token), 8 * 3600) });
    },
    takesBody(signInFormSchema, CONSOLE_FORM),
  );

  router.post(CONSOLE_ACTIONS.signOut, async ({ res }) => seeOther(res, OPERATOR_CONSOLE_PATH, { 'set-cookie': cookie('', 0) }), {
    input: {},
    guard: CONSOLE_FORM,
  });

  router.post(
    CONSOLE_ACTIONS.approve,
    action(async (form) => {
      const body = parseInput(approveFormSchema, fieldsOf(form), 'Approval');
      await decideWithdrawal(deps, body.withdrawalId, { step: 'approve' });
      return { done: 'approved', id: body.withdrawalId };
    }),
    takesBody(approveFormSchema, CONSOLE_FORM),
  );

  router.post(
    CONSOLE_ACTIONS.refuse,
    action(async (form) => {
      const body = parseInput(refuseFormSchema, fieldsOf(form), 'Refusal');
      await decideWithdrawal(deps, body.withdrawalId, { step: 'refuse', reason: body.reason });
      return { done: 'refused', id: body.withdrawalId };
    }),
    takesBody(refuseFormSchema, CONSOLE_FORM),
  );

  router.post(
    CONSOLE_ACTIONS.reply,
    action(async (form) => {
      const body = parseInput(replyFormSchema, fieldsOf(form), 'Reply');
      await addMessage(db, { operator: true, requestId: body.requestId }, body.message, deps.now(), body.close ?? false);
      return { done: 'replied', id: body.requestId };
    }),
    takesBody(replyFormSchema, CONSOLE_FORM),
  );

  router.post(
    CONSOLE_ACTIONS.correct,
    action(async (form) => {
      const body = parseInput(correctFormSchema, fieldsOf(form), 'Correction');
      const posted = await postCorrection(deps, body, body.idempotencyKey ?? `console-${randomUUID()}`);
      return { done: 'corrected', id: posted.movementId };
    }),
    takesBody(correctFormSchema, CONSOLE_FORM),
  );
}
