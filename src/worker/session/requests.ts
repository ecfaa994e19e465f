import { returnTarget } from '../../core/session';
import type { HttpResult } from '../../protocol/http';
import { reject, type Rejection } from '../../protocol/rejections';
import {
  AUTH_PATHS,
  activateAnswerSchema,
  codeSentAnswerSchema,
  encodeSecret,
  okAnswerSchema,
  recoveryCheckAnswerSchema,
  termsStatusAnswerSchema,
  type CodeSentAnswer,
  type UserConfigUpdateRequest,
} from '../../protocol/schemas/auth';
import type { SessionAccepted, SessionRequest, SignInMethod } from '../../protocol/session';
import type { HttpClient } from '../http/client';
import type { CaptchaBridge } from './captchaBridge';
import { rejectFailure } from './failures';
import { accepted, ONCE } from './answers';
import type { LookupRequest } from './lookups';

type Answer = SessionAccepted | Rejection;
type RequestOf<K extends SessionRequest['kind']> = Extract<SessionRequest, { kind: K }>;

/** What the request handlers may do with the session: the controller's primitives. */
export interface SessionActions {
  readonly captcha: CaptchaBridge;
  api(): HttpClient;
  isSignedIn(): boolean;
  presence(tabId: string, report: RequestOf<'presence'>): void;
  start(): Promise<void>;
  login(path: string, body: object, method: SignInMethod, fingerprinted?: boolean): Promise<Answer>;
  register(body: unknown, path?: string): Promise<Answer>;
  withFingerprint<B extends object, T>(
    body: B,
    call: (body: B & { fingerprint?: string }) => Promise<HttpResult<T>>,
  ): Promise<HttpResult<T>>;
  codeSent(call: Promise<HttpResult<CodeSentAnswer>>): Promise<Answer>;
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
  lookup(request: LookupRequest): Promise<Answer>;
}

const done = (): SessionAccepted => accepted({ kind: 'done' });

type Handlers = {
  readonly [K in SessionRequest['kind']]: (s: SessionActions, request: RequestOf<K>, tabId: string) => Promise<Answer> | Answer;
};

/** One small function per request a tab can make of the session (SPEC 7 auth calls): the body it sends and what it answers. */
export const SESSION_REQUESTS: Handlers = {
  presence: (s, request, tabId) => {
    s.presence(tabId, request);
    return done();
  },
  captchaAnswer: async (s, request) => {
    await s.captcha.answer(request.id, request.answer);
    return done();
  },
  captchaRefresh: async (s) => {
    await s.captcha.refresh();
    return done();
  },
  check: async (s) => {
    await s.start();
    return done();
  },
  login: (s, r) => s.login(AUTH_PATHS.login, { uLogin: r.login, uPassword: encodeSecret(r.password), save: r.save }, 'password', true),
  loginPhone: (s, r) =>
    s.login(
      AUTH_PATHS.loginPhone,
      { phone_number: r.phone, country_code: r.phoneCode, uPassword: encodeSecret(r.password), save: r.save },
      'phone',
      true,
    ),
  loginSms: (s, r) =>
    s.login(AUTH_PATHS.loginSms, { phone_number: r.phone, country_code: r.phoneCode, 'sms-code': r.code, save: r.save }, 'sms'),
  twoStep: (s, r) => s.login(AUTH_PATHS.twoStep, { code: encodeSecret(r.code), save: r.save }, 'two_step', true),
  socialTwoStep: (s, r) => s.login(AUTH_PATHS.socialTwoStep, { code: encodeSecret(r.code) }, 'social'),
  loginToken: (s, r) => s.login(AUTH_PATHS.loginToken, { method_id: r.methodId, token: r.token, sign: r.sign, lng: r.lng }, 'token'),
  rights: (s) => (s.isSignedIn() ? s.rights() : reject('session.signed_out')),
  sendSms: (s, r) =>
    s.codeSent(
      s.withFingerprint({ 'phone-number': r.phone, 'phone-code': r.phoneCode }, (body) =>
        s.api().post(AUTH_PATHS.sendSms, body, { schema: codeSentAnswerSchema, policy: ONCE }),
      ),
    ),
  logout: (s) => s.logout(),
  registerFull: (s, r) =>
    s.register({
      type: 'full_reg',
      email: r.email,
      uPassword: encodeSecret(r.password),
      ...(r.login ? { login: r.login } : {}),
      ...(r.currency ? { currency: r.currency } : {}),
      bonus: r.bonus,
      lng: r.lng,
    }),
  registerFast: (s, r) =>
    s.register({
      type: 'fast_reg',
      bonus: r.bonus,
      save_option: r.saveOption,
      ...(r.email ? { email: r.email } : {}),
      ...(r.currency ? { currency: r.currency } : {}),
      lng: r.lng,
    }),
  registerPhone: (s, r) =>
    s.register({
      type: 'phone_reg',
      phone_number: r.phone,
      phone_code: r.phoneCode,
      bonus: r.bonus,
      ...(r.currency ? { currency: r.currency } : {}),
      lng: r.lng,
    }),
  registerSocial: (s, r) =>
    s.register({
      type: 'soc_reg',
      social_token: r.socialToken,
      bonus: r.bonus,
      ...(r.currency ? { currency: r.currency } : {}),
      lng: r.lng,
    }),
  registerPhoneApprove: (s, r) =>
    s.register(
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
    s.codeSent(s.api().post(AUTH_PATHS.recoveryRequest, { target: r.target }, { schema: codeSentAnswerSchema, policy: ONCE })),
  recoveryCheck: async (s, r) => {
    const body = { target: r.target, code: r.code };
    const result = await s.api().post(AUTH_PATHS.recoveryCheck, body, { schema: recoveryCheckAnswerSchema, policy: ONCE });
    if (!result.ok) return rejectFailure(result.failure);
    return accepted({ kind: 'resetToken', resetToken: result.value.reset_token, expiresAt: result.value.expiresAt });
  },
  recoverySet: async (s, r) => {
    const body = { reset_token: r.resetToken, uPassword: encodeSecret(r.password) };
    const result = await s.api().post(AUTH_PATHS.recoverySet, body, { schema: okAnswerSchema, policy: ONCE });
    return result.ok ? done() : rejectFailure(result.failure);
  },
  switchAccount: (s, r) => s.changeAccounts(AUTH_PATHS.changeActiveAccount, { id: r.id }, { switchedTo: r.id }),
  addCurrency: (s, r) => s.changeAccounts(AUTH_PATHS.addCurrency, { iso: r.iso }, { awaitingIso: r.iso }),
  removeCurrency: (s, r) => s.changeAccounts(AUTH_PATHS.removeCurrency, { id: r.id }, {}),
  refreshAccounts: (s) => (s.isSignedIn() ? s.refreshAccountsSoon() : reject('session.signed_out')),
  hideBalance: (s, r) => s.updateConfig({ user_hide_balance: r.hide }),
  setTwoFactor: (s, r) =>
    s.updateConfig({ enable_two_factor_auth: r.enable, ...(r.password !== undefined ? { uPassword: encodeSecret(r.password) } : {}) }),
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
};

/** The handler of a request, or null for a kind no handler knows (a tab of another build, a forged message). */
export function sessionRequestHandler(
  kind: string,
): ((s: SessionActions, request: SessionRequest, tabId: string) => Promise<Answer> | Answer) | null {
  return Object.prototype.hasOwnProperty.call(SESSION_REQUESTS, kind)
    ? (SESSION_REQUESTS[kind as SessionRequest['kind']] as (
        s: SessionActions,
        request: SessionRequest,
        tabId: string,
      ) => Promise<Answer> | Answer)
    : null;
}
