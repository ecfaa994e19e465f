import { safeReturnPath } from '../../core/routing/safePath';
import { returnTarget } from '../../core/session';
import type { HttpResult } from '../../protocol/http';
import { isRejection, reject, type Rejection } from '../../protocol/rejections';
import {
  AUTH_PATHS,
  activateAnswerSchema,
  codeSentAnswerSchema,
  encodeSecret,
  loginAnswerSchema,
  okAnswerSchema,
  oneTapAnswerSchema,
  oneTapClientIdAnswerSchema,
  registerAnswerSchema,
  recoveryCheckAnswerSchema,
  termsStatusAnswerSchema,
  type CodeSentAnswer,
  type UserConfigUpdateRequest,
} from '../../protocol/schemas/auth';
import type { SessionAccepted, SessionOutcome, SessionRequest, SignInMethod } from '../../protocol/session';
import type { HttpClient } from '../http/client';
import type { CaptchaBridge } from './captchaBridge';
import { isFingerprintError, rejectFailure } from './failures';
import { accepted, ONCE } from './answers';
import type { LookupRequest } from './lookups';
import { PERSONAL_REQUESTS } from './personalRequests';
import { SECURITY_REQUESTS } from './securityRequests';
import { OFFICE_SECURITY_REQUESTS } from './officeSecurityRequests';

type Answer = SessionAccepted | Rejection;
type RequestOf<K extends SessionRequest['kind']> = Extract<SessionRequest, { kind: K }>;

/**
 * What the request handlers may do with the session: the controller's
 * primitives. The controller loads this table on the first request of a kind
 * it does not answer itself (presence, the check, a captcha): sign-in,
 * registration, recovery and the rest are not in the worker's first download.
 */
export interface SessionActions {
  readonly captcha: CaptchaBridge;
  /** The fingerprint sign-in bodies carry (fetched first when missing or expired). */
  readonly fingerprint: { ensure(): Promise<{ readonly componentsData: string } | null> };
  api(): HttpClient;
  isSignedIn(): boolean;
  rights(): Promise<Answer>;
  logout(): Promise<Answer>;
  signedIn(userId: number, login: string, method: SignInMethod): Promise<void>;
  changeAccounts(path: string, body: unknown, change: { readonly awaitingIso?: string; readonly switchedTo?: number }): Promise<Answer>;
  refreshAccountsSoon(): Answer;
  updateConfig(change: UserConfigUpdateRequest): Promise<Answer>;
  termsConfirmed(): void;
  failed(failure: Parameters<typeof rejectFailure>[0]): Rejection;
  keptReturns(): Parameters<typeof returnTarget>[1]['kept'];
  returnUsed(): Promise<unknown>;
  /** Records the domain facts the notification rules hear: a registration's activation e-mail sent, two-step switched on. */
  activationSent(): Promise<unknown>;
  twoFactorOn(): Promise<unknown>;
  lookup(request: LookupRequest): Promise<Answer>;
  /** The user config changed on the server (a protection method, a contact, personal data): read it again for every tab. */
  userDataChanged(): Promise<void>;
  /** Resolves after `ms` on the worker's clock (virtual in tests). */
  wait(ms: number): Promise<void>;
}

const done = (): SessionAccepted => accepted({ kind: 'done' });

/**
 * SPEC 7: sign-in bodies carry the fingerprint's components data (its token
 * goes in X-Fingerprint). Fetched first when missing or expired; when the
 * call went without one and the server asked for it (code 120), the HTTP
 * client has fetched one meanwhile: the call is made once more with its data.
 */
async function withFingerprint<B extends object, T>(
  s: SessionActions,
  body: B,
  call: (body: B & { fingerprint?: string }) => Promise<HttpResult<T>>,
): Promise<HttpResult<T>> {
  const before = await s.fingerprint.ensure();
  const result = await call(before ? { ...body, fingerprint: before.componentsData } : body);
  if (result.ok || before !== null || !isFingerprintError(result.failure)) return result;
  const after = await s.fingerprint.ensure();
  return after ? call({ ...body, fingerprint: after.componentsData }) : result;
}

async function login(s: SessionActions, path: string, body: object, method: SignInMethod, fingerprinted = false): Promise<Answer> {
  const post = (b: object) => s.api().post(path, b, { schema: loginAnswerSchema, policy: ONCE });
  const result = fingerprinted ? await withFingerprint(s, body, post) : await post(body);
  if (!result.ok) return rejectFailure(result.failure);
  const answer = result.value;
  if (answer.status === 'two_step_required')
    return accepted({ kind: 'twoStepRequired', channel: answer.channel, expiresAt: answer.expiresAt });
  await s.signedIn(answer.user_id, answer.login, method);
  return accepted({ kind: 'signedIn', login: answer.login });
}

async function register(s: SessionActions, body: unknown, path: string = AUTH_PATHS.register): Promise<Answer> {
  const result = await s.api().post(path, body, { schema: registerAnswerSchema, policy: ONCE });
  if (!result.ok) return rejectFailure(result.failure);
  const answer = result.value;
  if (answer.status === 'activation_sent') {
    await s.activationSent();
    return accepted({ kind: 'activationSent' });
  }
  if (answer.status === 'code_sent') return accepted(codeSentOutcome(answer));
  await s.signedIn(answer.user_id, answer.login, 'registration');
  return accepted({ kind: 'registered', login: answer.login, password: answer.password ?? null, sentTo: answer.sent_to ?? null });
}

async function codeSent(call: Promise<HttpResult<CodeSentAnswer>>): Promise<Answer> {
  const result = await call;
  return result.ok ? accepted(codeSentOutcome(result.value)) : rejectFailure(result.failure);
}

/** A code went out: when it stops working and, when the server says, when another may be asked for. */
function codeSentOutcome(answer: { readonly expiresAt: number; readonly resendAt?: number }): SessionOutcome {
  return { kind: 'codeSent', expiresAt: answer.expiresAt, ...(answer.resendAt !== undefined ? { resendAt: answer.resendAt } : {}) };
}

/** The kinds the controller answers itself, at once: every page sends them, so they never wait for this table. */
export type ImmediateKind = 'presence' | 'check' | 'captchaAnswer' | 'captchaRefresh';

type Handlers = {
  readonly [K in Exclude<SessionRequest['kind'], ImmediateKind>]: (
    s: SessionActions,
    request: RequestOf<K>,
    tabId: string,
  ) => Promise<Answer> | Answer;
};

/** One small function per request a tab can make of the session (SPEC 7 auth calls): the body it sends and what it answers. */
export const SESSION_REQUESTS: Handlers = {
  login: (s, r) => login(s, AUTH_PATHS.login, { uLogin: r.login, uPassword: encodeSecret(r.password), save: r.save }, 'password', true),
  loginPhone: (s, r) =>
    login(
      s,
      AUTH_PATHS.loginPhone,
      { phone_number: r.phone, country_code: r.phoneCode, uPassword: encodeSecret(r.password), save: r.save },
      'phone',
      true,
    ),
  loginSms: (s, r) =>
    login(s, AUTH_PATHS.loginSms, { phone_number: r.phone, country_code: r.phoneCode, 'sms-code': r.code, save: r.save }, 'sms'),
  twoStep: (s, r) => login(s, AUTH_PATHS.twoStep, { code: encodeSecret(r.code), save: r.save }, 'two_step', true),
  oneTapClient: async (s) => {
    const result = await s.api().get(AUTH_PATHS.oneTapClientId, { schema: oneTapClientIdAnswerSchema });
    return result.ok ? accepted({ kind: 'oneTapClient', ...result.value }) : rejectFailure(result.failure);
  },
  // The server signs in (or answers the two-step or registration page) and says where to go; that page's check reads the session.
  oneTap: async (s, r) => {
    const form = new FormData();
    form.set('credential', r.credential);
    form.set('language', r.lng);
    const result = await s.api().post(AUTH_PATHS.oneTap, form, { schema: oneTapAnswerSchema, policy: ONCE });
    if (!result.ok) return rejectFailure(result.failure);
    // The page follows it as a navigation: only a path of this site.
    const url = safeReturnPath(result.value.redirectUrl);
    return url === null ? reject('session.malformed_answer') : accepted({ kind: 'redirect', url });
  },
  socialTwoStep: (s, r) => login(s, AUTH_PATHS.socialTwoStep, { code: encodeSecret(r.code) }, 'social'),
  loginToken: (s, r) => login(s, AUTH_PATHS.loginToken, { method_id: r.methodId, token: r.token, sign: r.sign, lng: r.lng }, 'token'),
  rights: (s) => (s.isSignedIn() ? s.rights() : reject('session.signed_out')),
  sendSms: (s, r) =>
    codeSent(
      withFingerprint(s, { 'phone-number': r.phone, 'phone-code': r.phoneCode }, (body) =>
        s.api().post(AUTH_PATHS.sendSms, body, { schema: codeSentAnswerSchema, policy: ONCE }),
      ),
    ),
  logout: (s) => s.logout(),
  registerFull: (s, r) =>
    register(s, {
      type: 'full_reg',
      email: r.email,
      uPassword: encodeSecret(r.password),
      ...(r.login ? { login: r.login } : {}),
      ...(r.currency ? { currency: r.currency } : {}),
      bonus: r.bonus,
      lng: r.lng,
    }),
  registerFast: (s, r) =>
    register(s, {
      type: 'fast_reg',
      bonus: r.bonus,
      save_option: r.saveOption,
      ...(r.email ? { email: r.email } : {}),
      ...(r.currency ? { currency: r.currency } : {}),
      lng: r.lng,
    }),
  registerPhone: (s, r) =>
    register(s, {
      type: 'phone_reg',
      phone_number: r.phone,
      phone_code: r.phoneCode,
      bonus: r.bonus,
      ...(r.currency ? { currency: r.currency } : {}),
      lng: r.lng,
    }),
  registerSocial: (s, r) =>
    register(s, {
      type: 'soc_reg',
      social_token: r.socialToken,
      bonus: r.bonus,
      ...(r.currency ? { currency: r.currency } : {}),
      lng: r.lng,
    }),
  registerPhoneApprove: (s, r) =>
    register(
      s,
      { phone_number: r.phone, phone_code: r.phoneCode, code: r.code, uPassword: encodeSecret(r.password) },
      AUTH_PATHS.registerPhoneApprove,
    ),
  activate: async (s, r) => {
    const result = await s.api().post(AUTH_PATHS.activate, { token: r.token }, { schema: activateAnswerSchema, policy: ONCE });
    if (!result.ok) return rejectFailure(result.failure);
    await s.signedIn(result.value.user_id, result.value.login, 'activation');
    return accepted({ kind: 'signedIn', login: result.value.login });
  },
  recoveryRequest: (s, r) =>
    codeSent(s.api().post(AUTH_PATHS.recoveryRequest, { target: r.target }, { schema: codeSentAnswerSchema, policy: ONCE })),
  recoveryCheck: async (s, r) => {
    const body = { target: r.target, code: r.code };
    const result = await s.api().post(AUTH_PATHS.recoveryCheck, body, { schema: recoveryCheckAnswerSchema, policy: ONCE });
    if (!result.ok) return rejectFailure(result.failure);
    const { reset_token: resetToken, expiresAt, security_question: securityQuestion } = result.value;
    return accepted({ kind: 'resetToken', resetToken, expiresAt, ...(securityQuestion !== undefined ? { securityQuestion } : {}) });
  },
  recoverySet: async (s, r) => {
    const body = {
      reset_token: r.resetToken,
      uPassword: encodeSecret(r.password),
      ...(r.securityAnswer !== undefined ? { security_answer: r.securityAnswer } : {}),
    };
    const result = await s.api().post(AUTH_PATHS.recoverySet, body, { schema: okAnswerSchema, policy: ONCE });
    return result.ok ? done() : rejectFailure(result.failure);
  },
  switchAccount: (s, r) => s.changeAccounts(AUTH_PATHS.changeActiveAccount, { id: r.id }, { switchedTo: r.id }),
  addCurrency: (s, r) => s.changeAccounts(AUTH_PATHS.addCurrency, { iso: r.iso }, { awaitingIso: r.iso }),
  removeCurrency: (s, r) => s.changeAccounts(AUTH_PATHS.removeCurrency, { id: r.id }, {}),
  refreshAccounts: (s) => (s.isSignedIn() ? s.refreshAccountsSoon() : reject('session.signed_out')),
  hideBalance: (s, r) => s.updateConfig({ user_hide_balance: r.hide }),
  setTwoFactor: async (s, r) => {
    const answer = await s.updateConfig({
      enable_two_factor_auth: r.enable,
      ...(r.password !== undefined ? { uPassword: encodeSecret(r.password) } : {}),
    });
    // Only the server's yes makes it a fact: a refused switch-on owes no backup-code reminder.
    if (r.enable && !isRejection(answer)) await s.twoFactorOn();
    return answer;
  },
  confirmTerms: async (s) => {
    const result = await s.api().post(AUTH_PATHS.termsConfirm, {}, { schema: termsStatusAnswerSchema, auth: true, policy: ONCE });
    if (!result.ok) return s.failed(result.failure);
    s.termsConfirmed();
    return done();
  },
  returnTarget: async (s, r) => {
    const decision = returnTarget(r.after, { here: r.here, kept: s.keptReturns(), requested: r.requested, lang: r.lang });
    if (decision.usedKept) await s.returnUsed();
    return accepted({ kind: 'returnTo', path: decision.path });
  },
  socialProviders: (s, r) => s.lookup(r),
  phoneCountries: (s, r) => s.lookup(r),
  registrationCurrencies: (s, r) => s.lookup(r),
  mailingSettings: (s, r) => s.lookup(r),
  updateMailing: (s, r) => s.lookup(r),
  stopNewsletter: (s, r) => s.lookup(r),
  sendEmailVerification: (s, r) => s.lookup(r),
  verifyEmail: (s, r) => s.lookup(r),
  devOutbox: (s, r) => s.lookup(r),
  securityEvents: (s, r) => s.lookup(r),
  securitySessions: (s, r) => s.lookup(r),
  endSessions: (s, r) => s.lookup(r),
  ...SECURITY_REQUESTS,
  ...PERSONAL_REQUESTS,
  ...OFFICE_SECURITY_REQUESTS,
};

/** The handler of a request, or null for a kind no handler knows (a tab of another build, a forged message). */
export function sessionRequestHandler(
  kind: string,
): ((s: SessionActions, request: SessionRequest, tabId: string) => Promise<Answer> | Answer) | null {
  return Object.prototype.hasOwnProperty.call(SESSION_REQUESTS, kind)
    ? (SESSION_REQUESTS[kind as keyof Handlers] as (s: SessionActions, request: SessionRequest, tabId: string) => Promise<Answer> | Answer)
    : null;
}
