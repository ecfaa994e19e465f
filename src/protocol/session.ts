import { z } from 'zod';
import type { SecurityQuestionId } from './constants/securityQuestion';
import type { QrLoginStatusAnswer } from './schemas/qrLogin';
import type { CommandEnvelope } from './envelope';
import type { StepUpMethod } from './constants/stepUp';
import type { NewEvent } from './envelope';
import type { CommandSpec } from './catalogue';
import type {
  Account,
  AccountsAnswer,
  MailingSettings,
  OutboxMessage,
  PhoneCountry,
  PhoneMask,
  RegistrationCurrency,
  SocialProvider,
  UserConfig,
} from './schemas/auth';
import type { SecurityEvent, SecuritySession } from './schemas/security';
import type { ContactChangeRequest, PersonalDataAnswer, PersonalValues } from './schemas/personalData';

/**
 * The session context (SPEC 3 Registration and login, Accounts, User config;
 * SPEC 4 Auth start, Session, Session token, Terms, Accounts, Protection level).
 *
 * Two kinds of things cross here:
 * - what the player DID (signed in, signed out, switched account, logged off
 *   for inactivity): events in the store, durable across reloads, decided by
 *   src/core/session;
 * - what the SERVER says (user config, accounts, ban level, terms): the
 *   `session` projection, fetched and refreshed by the worker
 *   (src/worker/session), never stored.
 *
 * A tab asks for anything that needs the server with the command
 * `session/request` (payload: a SessionRequest). The host hands it to the
 * session controller instead of the core; the answer is `SessionAccepted`
 * (Accepted plus an `outcome`) or a Rejection `session.<server code>`.
 */

// ---------------------------------------------------------------- requests (effects)

export type LoginMode = 'login_password' | 'phone_password' | 'sms' | 'login_password_two_step_code';
export const LOGIN_MODES: readonly LoginMode[] = ['login_password', 'phone_password', 'sms', 'login_password_two_step_code'];

/** Passwords and codes travel in clear only from the tab to the worker; the worker encodes them (encodeSecret). */
export type SessionRequest =
  | { readonly kind: 'check' }
  | { readonly kind: 'login'; readonly login: string; readonly password: string; readonly save: boolean }
  | { readonly kind: 'loginPhone'; readonly phoneCode: string; readonly phone: string; readonly password: string; readonly save: boolean }
  | { readonly kind: 'sendSms'; readonly phoneCode: string; readonly phone: string }
  | { readonly kind: 'loginSms'; readonly phoneCode: string; readonly phone: string; readonly code: string; readonly save: boolean }
  | { readonly kind: 'twoStep'; readonly code: string; readonly save: boolean }
  /** The two-step code after a social sign-in of a player with two-step on (SPEC 7 Social two-step). */
  | { readonly kind: 'socialTwoStep'; readonly code: string }
  /** A one-time login link (method_id, token, sign) opened on this device (SPEC 7 Login by token). */
  | { readonly kind: 'loginToken'; readonly methodId: number; readonly token: string; readonly sign: string; readonly lng: string }
  | { readonly kind: 'rights' }
  | { readonly kind: 'logout' }
  | {
      readonly kind: 'registerFull';
      readonly email: string;
      readonly password: string;
      readonly login?: string;
      readonly bonus: 0 | 1 | 2;
      readonly currency?: string;
      readonly lng: string;
    }
  | {
      readonly kind: 'registerFast';
      readonly bonus: 0 | 1 | 2;
      readonly saveOption: 0 | 1 | 2;
      readonly email?: string;
      readonly currency?: string;
      readonly lng: string;
    }
  /** soc_reg: the social_token the social callback put in the registration URL. */
  | {
      readonly kind: 'registerSocial';
      readonly socialToken: string;
      readonly bonus: 0 | 1 | 2;
      readonly currency?: string;
      readonly lng: string;
    }
  | { readonly kind: 'socialProviders' }
  /** One-tap (SPEC 7): the provider's client id and script; then the credential its script handed the page. */
  | { readonly kind: 'oneTapClient' }
  | { readonly kind: 'oneTap'; readonly credential: string; readonly lng: string }
  | { readonly kind: 'phoneCountries' }
  | {
      readonly kind: 'registerPhone';
      readonly phoneCode: string;
      readonly phone: string;
      readonly bonus: 0 | 1 | 2;
      readonly currency?: string;
      readonly lng: string;
    }
  /** The currencies a registration may choose, with the visitor's default (SPEC 3 Registration currency). */
  | { readonly kind: 'registrationCurrencies' }
  | {
      readonly kind: 'registerPhoneApprove';
      readonly phoneCode: string;
      readonly phone: string;
      readonly code: string;
      readonly password: string;
    }
  | { readonly kind: 'activate'; readonly token: string }
  | { readonly kind: 'recoveryRequest'; readonly target: RecoveryTargetInput }
  | { readonly kind: 'recoveryCheck'; readonly target: RecoveryTargetInput; readonly code: string }
  | { readonly kind: 'recoverySet'; readonly resetToken: string; readonly password: string; readonly securityAnswer?: string }
  | { readonly kind: 'switchAccount'; readonly id: number }
  | { readonly kind: 'addCurrency'; readonly iso: string }
  | { readonly kind: 'removeCurrency'; readonly id: number }
  | { readonly kind: 'refreshAccounts' }
  | { readonly kind: 'hideBalance'; readonly hide: boolean }
  /** Two-step sign-in on or off (SPEC 3 User config protection_methods.enable_two_factor_auth). */
  | {
      readonly kind: 'setTwoFactor';
      readonly enable: boolean;
      /** The current password: the server asks for it to turn two-step off. */ readonly password?: string;
    }
  | { readonly kind: 'confirmTerms' }
  // Step-up and the authenticator app (src/protocol/schemas/stepUp.ts): `password` or `code`, never both.
  | { readonly kind: 'stepUpState' }
  | { readonly kind: 'stepUp'; readonly password?: string; readonly code?: string }
  | { readonly kind: 'stepUpSendCode' }
  | { readonly kind: 'changePassword'; readonly current: string; readonly next: string }
  | { readonly kind: 'totpStatus' }
  | { readonly kind: 'totpSetup' }
  | { readonly kind: 'totpConfirm'; readonly code: string }
  | { readonly kind: 'totpDisable' }
  | { readonly kind: 'totpRecoveryCodes' }
  | { readonly kind: 'mailingSettings' }
  | { readonly kind: 'updateMailing'; readonly settings: Partial<MailingSettings> }
  /** The signed token of a newsletter's stop link: works without signing in. */
  | { readonly kind: 'stopNewsletter'; readonly token: string }
  /** user/accountverify: mail a verification link to the player's address, then confirm the token it carries. */
  | { readonly kind: 'sendEmailVerification'; readonly lng: string }
  | { readonly kind: 'verifyEmail'; readonly token: string }
  /** Development only: the messages the server would have sent (the debugger's outbox panel). */
  | { readonly kind: 'devOutbox'; readonly to?: string }
  /** office/security: a page of the audit log (older than `before`, the last id shown), the live sessions, ending the others or one. */
  | { readonly kind: 'securityEvents'; readonly before?: number }
  | { readonly kind: 'securitySessions' }
  | { readonly kind: 'endSessions'; readonly id?: string }
  /** office/personal-data (src/protocol/schemas/personalData.ts): read, save, and change the e-mail or phone by a code to the new one. */
  | { readonly kind: 'personalData' }
  | { readonly kind: 'updatePersonalData'; readonly values: PersonalValues }
  | { readonly kind: 'contactChange'; readonly change: ContactChangeRequest }
  | { readonly kind: 'contactConfirm'; readonly contact: 'email' | 'phone'; readonly code: string }
  /** office/security and office/qr-login (src/protocol/schemas/qrLogin.ts, securityQuestion.ts). */
  | { readonly kind: 'qrLoginStart'; readonly lng: string }
  | { readonly kind: 'qrLoginStatus'; readonly token: string }
  | { readonly kind: 'qrLoginConfirm'; readonly token: string }
  | { readonly kind: 'securityQuestion' }
  | { readonly kind: 'setSecurityQuestion'; readonly questionId: SecurityQuestionId; readonly answer: string }
  /**
   * Where to go after signing in, registering or confirming the terms (SPEC 2,
   * 4): the core's rule over `here` (path and query), the guard's return URL
   * and what the log kept. The kept values that served are then forgotten.
   */
  | {
      readonly kind: 'returnTarget';
      readonly after: ReturnOccasion;
      readonly here: string;
      readonly requested: string | null;
      readonly lang: string;
    }
  /** A tab's visibility and activity (throttled to one per ACTIVITY_THROTTLE_MS by the tab). */
  | { readonly kind: 'presence'; readonly visible: boolean; readonly active: boolean; readonly mediaPlaying: boolean }
  /** The answer to the captcha the projection shows; null cancels. */
  | { readonly kind: 'captchaAnswer'; readonly id: string; readonly answer: string | null }
  | { readonly kind: 'captchaRefresh' };

export type RecoveryTargetInput = { readonly login: string } | { readonly phone_number: string; readonly phone_code: string };

export type SessionOutcome =
  | { readonly kind: 'done' }
  | { readonly kind: 'signedIn'; readonly login: string }
  | { readonly kind: 'twoStepRequired'; readonly channel: 'sms' | 'email' | 'totp'; readonly expiresAt: number }
  /** resendAt: when the server takes another code for the same target (absent: no known wait). */
  | { readonly kind: 'codeSent'; readonly expiresAt: number; readonly resendAt?: number }
  /** fast_reg: the generated credentials, shown once (never stored by the worker). */
  | { readonly kind: 'registered'; readonly login: string; readonly password: string | null; readonly sentTo: string | null }
  | { readonly kind: 'activationSent' }
  /** securityQuestion: the id of the question recoverySet must answer (the player set one). */
  | { readonly kind: 'resetToken'; readonly resetToken: string; readonly expiresAt: number; readonly securityQuestion?: number }
  | { readonly kind: 'rights'; readonly rights: readonly string[] }
  | { readonly kind: 'socialProviders'; readonly providers: readonly SocialProvider[] }
  | { readonly kind: 'oneTapClient'; readonly clientId: string; readonly scriptUrl: string }
  /** Where the page goes next, as a full navigation (one-tap: signed in, the social two-step or soc_reg). */
  | { readonly kind: 'redirect'; readonly url: string }
  | { readonly kind: 'phoneCountries'; readonly countries: readonly PhoneCountry[]; readonly masks: readonly PhoneMask[] }
  | { readonly kind: 'registrationCurrencies'; readonly currencies: readonly RegistrationCurrency[]; readonly default: string }
  | { readonly kind: 'mailing'; readonly settings: MailingSettings }
  /** A verification link went to this (masked) address. */
  | { readonly kind: 'verificationSent'; readonly to: string }
  | { readonly kind: 'outbox'; readonly messages: readonly OutboxMessage[] }
  | { readonly kind: 'securityEvents'; readonly events: readonly SecurityEvent[]; readonly nextBefore: number | null }
  | { readonly kind: 'securitySessions'; readonly sessions: readonly SecuritySession[] }
  | { readonly kind: 'sessionsEnded'; readonly ended: number }
  | { readonly kind: 'personalData'; readonly data: PersonalDataAnswer }
  /** A code went to the new e-mail or phone (`to`, masked). */
  | { readonly kind: 'contactCodeSent'; readonly to: string; readonly expiresAt: number; readonly resendAt: number }
  /** The answer to returnTarget: null stays on the page. */
  | { readonly kind: 'returnTo'; readonly path: string | null }
  /** Until when this session is stepped-up (null: not now) and what the player may step up with. */
  | { readonly kind: 'stepUp'; readonly until: number | null; readonly methods: readonly StepUpMethod[] }
  | { readonly kind: 'totpStatus'; readonly enabled: boolean; readonly pending: boolean; readonly recoveryCodesLeft: number }
  /** A pending authenticator secret: the URI, its QR code as SVG, the secret for typing in. Shown, never stored. */
  | { readonly kind: 'totpSetup'; readonly uri: string; readonly secret: string; readonly qrSvg: string }
  /** One-time recovery codes, shown this once. */
  | { readonly kind: 'recoveryCodes'; readonly codes: readonly string[] }
  /** A QR sign-in code to show (office/qr-login), and what became of it. */
  | { readonly kind: 'qrLogin'; readonly token: string; readonly url: string; readonly qrSvg: string; readonly expiresAt: number }
  | ({ readonly kind: 'qrLoginStatus' } & QrLoginStatusAnswer)
  | { readonly kind: 'securityQuestion'; readonly questionId: number | null };

export type ReturnOccasion = 'signIn' | 'registration' | 'terms';

export { RETRY_AFTER_PARAM, isSessionAccepted, type SessionAccepted, SESSION_TIMINGS } from './constants/session';

// ---------------------------------------------------------------- commands (decided by the core)

export type SignInMethod = 'password' | 'phone' | 'sms' | 'two_step' | 'registration' | 'activation' | 'restored' | 'token' | 'social';
/** `playBlock`: the player started a time-out or self-exclusion, which ends every session of theirs. */
export type SignOutReason = 'logout' | 'inactivity' | 'server' | 'captcha' | 'playBlock';

export type SessionCommand =
  | CommandEnvelope<'session/request', SessionRequest>
  /** Dismisses the play-block notice (the name is older than the notice; the inactivity sign-out is a notification now). */
  | CommandEnvelope<'session/dismiss-inactivity-notice', Record<string, never>>
  /**
   * A tab shows a new page (path and query) after `previous`: the core keeps
   * what SPEC 2 and 4 say to keep for after sign-in or registration
   * (redirect_url, from_url, route_from to route_to).
   */
  | CommandEnvelope<'session/note-page', { readonly here: string; readonly previous: string | null }>

  /** System commands: only the worker's session controller sends them (a tab's copy is refused). */
  | CommandEnvelope<'session/record-sign-in', { readonly userId: number; readonly login: string; readonly method: SignInMethod }>
  | CommandEnvelope<'session/record-sign-out', { readonly reason: SignOutReason }>
  | CommandEnvelope<'session/record-account-switch', { readonly accountId: number }>
  /** The kept return was followed (returnTarget): forget it. */
  | CommandEnvelope<'session/record-return-used', Record<string, never>>
  /** A registration was answered "activation sent": the e-mail with the activation link is on its way. */
  | CommandEnvelope<'session/record-activation-sent', Record<string, never>>
  /** The server switched two-step sign-in on for the signed-in player. */
  | CommandEnvelope<'session/record-two-factor-on', Record<string, never>>;

export const SESSION_REQUEST_COMMAND = 'session/request';

// ---------------------------------------------------------------- events

const signInMethod = z.enum(['password', 'phone', 'sms', 'two_step', 'registration', 'activation', 'restored', 'token', 'social']);
const keptPath = z.string().min(1).max(2048).nullable();
const signOutReason = z.enum(['logout', 'inactivity', 'server', 'captcha', 'playBlock']);
const eventTime = z.number().int().nonnegative();

export type SessionSignedIn = NewEvent<
  'session/signed-in',
  { readonly userId: number; readonly login: string; readonly method: SignInMethod }
>;
/** `at`: when it was decided (absent in events logged before it was kept). */
export type SessionSignedOut = NewEvent<'session/signed-out', { readonly reason: SignOutReason; readonly at?: number }>;
export type SessionAccountSwitched = NewEvent<'session/account-switched', { readonly accountId: number }>;
export type SessionNoticeDismissed = NewEvent<'session/inactivity-notice-dismissed', Record<string, never>>;
export type SessionReturnKept = NewEvent<'session/return-kept', Partial<KeptReturn>>;
export type SessionReturnUsed = NewEvent<'session/return-used', Record<string, never>>;
export type SessionActivationSent = NewEvent<'session/activation-sent', { readonly at: number }>;
export type SessionTwoFactorOn = NewEvent<'session/two-factor-on', { readonly userId: number; readonly at: number }>;
export type SessionEvent =
  | SessionSignedIn
  | SessionSignedOut
  | SessionAccountSwitched
  | SessionNoticeDismissed
  | SessionReturnKept
  | SessionReturnUsed
  | SessionActivationSent
  | SessionTwoFactorOn;

export const SESSION_EVENT_SCHEMAS = {
  'session/signed-in': {
    v: 1,
    schema: z.object({ userId: z.number().int().positive(), login: z.string(), method: signInMethod }),
    old: {},
  },
  // `at` came later within v1: a sign-out logged without it still reads (it only has no time to key a notification by).
  'session/signed-out': { v: 1, schema: z.object({ reason: signOutReason, at: eventTime.optional() }), old: {} },
  'session/account-switched': { v: 1, schema: z.object({ accountId: z.number().int().positive() }), old: {} },
  'session/inactivity-notice-dismissed': { v: 1, schema: z.object({}).strict(), old: {} },
  'session/return-kept': {
    v: 1,
    schema: z
      .object({
        redirectUrl: keptPath.optional(),
        fromUrl: keptPath.optional(),
        routeFrom: keptPath.optional(),
        routeTo: keptPath.optional(),
      })
      .strict(),
    old: {},
  },
  'session/return-used': { v: 1, schema: z.object({}).strict(), old: {} },
  'session/activation-sent': { v: 1, schema: z.object({ at: eventTime }).strict(), old: {} },
  'session/two-factor-on': { v: 1, schema: z.object({ userId: z.number().int().positive(), at: eventTime }).strict(), old: {} },
} as const;

/**
 * Where to go after sign-in or registration (SPEC 2 Login and registration,
 * SPEC 4 Auth start): kept in the log so a reload keeps it.
 */
export interface KeptReturn {
  /** redirect_url of a landing link, for after registration. */
  readonly redirectUrl: string | null;
  /** from_url of a landing link, for after registration. */
  readonly fromUrl: string | null;
  /** route_from: the page the player was on before route_to. */
  readonly routeFrom: string | null;
  /** route_to: the registration or confirm-terms page route_from led to. */
  readonly routeTo: string | null;
}

/** SPEC 3 User config: whether an account may be converted (0 not allowed, 1 main account, 2 additional account). */
export type ConvertAccount = 'none' | 'main' | 'additional';

/** SPEC 3 Fingerprint: token, expiresAt, componentsData (the components the token was issued for). */
export interface DeviceFingerprint {
  readonly token: string;
  /** Epoch ms (the server answers seconds). */
  readonly expiresAt: number;
  readonly componentsData: string;
}

// ---------------------------------------------------------------- projection

export type ProtectionBand = 'bad' | 'normal' | 'good' | 'full';

/** The captcha the server asked for, shown by every tab (one session for all tabs); answered with `captchaAnswer`. */
export interface CaptchaPromptView {
  readonly id: string;
  /** A distorted SVG picture (data URL); the question never travels as text. */
  readonly image: string;
  /** Epoch ms when the challenge expires. */
  readonly expiresAt: number;
  /** The call that asked (for the debugger). */
  readonly url: string;
  /** The previous answer to this prompt was wrong. */
  readonly wrongAnswer: boolean;
}

export interface SessionProjection {
  /** 'checking' until the auth start's session check has answered. */
  readonly status: 'checking' | 'signedIn' | 'signedOut';
  readonly userId: number | null;
  readonly login: string | null;
  readonly config: UserConfig | null;
  readonly accounts: AccountsAnswer | null;
  readonly activeAccount: Account | null;
  readonly banLevel: number;
  readonly banVersion: number;
  readonly banned: boolean;
  readonly verified: boolean;
  readonly protection: ProtectionBand | null;
  /** The user has to confirm changed terms (451 exception_code 1). */
  readonly termsRequired: boolean;
  /** Signed out because the player started a time-out or self-exclusion: the notice shows until dismissed. */
  readonly playBlockNotice: boolean;
  /** A running time-out or self-exclusion (the server's user config says): the player may only view the account and withdraw. */
  readonly playBlock: PlayBlockFact | null;
  readonly captcha: CaptchaPromptView | null;
  /** A change of accounts is running (SPEC 4 Accounts busy flag). */
  readonly accountsBusy: boolean;
  /** Token for the video player (aud video), refreshed every 10 minutes. */
  readonly videoToken: string | null;
  /** What the server lets the player do (GET /auth/rights); null for a guest or until it answers. */
  readonly rights: readonly string[] | null;
  /** SPEC 3 User config convert-account value; null until the user config loads. */
  readonly convertAccount: ConvertAccount | null;
  /** Kept for after sign-in or registration. */
  readonly returns: KeptReturn;
}

/** What the route decision needs from the session (SPEC 4 Terms, SPEC 6 roles): the host hands it to resolveRoute. */
export interface SessionRouteFacts {
  readonly isAuthenticated: boolean;
  readonly isBanned: boolean;
  readonly banLevel: number;
  readonly banVersion: number;
  /** True only when the server answered 451 exception_code 1 (confirm-terms is then the only way on). */
  readonly termsChanged: boolean;
  /** The way back kept for after confirm-terms (route_from). */
  readonly keptReturn: KeptReturn;
  /** A running time-out or self-exclusion: every page but PLAY_BLOCK_OPEN's goes to play-paused. Absent: none. */
  readonly playBlock?: PlayBlockFact | null;
}

/** A running time-out (33) or self-exclusion (30) and when it ends (epoch ms). */
export interface PlayBlockFact {
  readonly kind: 'timeOut' | 'selfExclusion';
  readonly endsAt: number;
}

// ---------------------------------------------------------------- constants (SPEC 9)

export { PROTECTION_BANDS, VERIFICATION_SUCCESSFUL } from './constants/session';

/** The commands the session context decides; `session/request` is the session controller's (it needs the server). */
export const SESSION_COMMANDS = {
  'session/dismiss-inactivity-notice': { from: 'tab' },
  'session/note-page': { from: 'tab' },
  'session/record-sign-in': { from: 'system' },
  'session/record-sign-out': { from: 'system' },
  'session/record-account-switch': { from: 'system' },
  'session/record-return-used': { from: 'system' },
  'session/record-activation-sent': { from: 'system' },
  'session/record-two-factor-on': { from: 'system' },
} as const satisfies Record<Exclude<SessionCommand['type'], typeof SESSION_REQUEST_COMMAND>, CommandSpec>;

declare module './catalogue' {
  interface ContextCommands {
    session: SessionCommand;
  }
  interface ContextEvents {
    session: SessionEvent;
  }
}
declare module './api' {
  interface ProjectionValues {
    readonly session: SessionProjection;
  }
}
