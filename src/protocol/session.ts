import { z } from 'zod';
import type { Accepted, CommandEnvelope } from './command';
import type { NewEvent } from './envelope';
import type { Account, AccountsAnswer, UserConfig } from './schemas/auth';

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
  | { readonly kind: 'registerFast'; readonly bonus: 0 | 1 | 2; readonly saveOption: 0 | 1 | 2; readonly email?: string; readonly currency?: string; readonly lng: string }
  | { readonly kind: 'registerPhone'; readonly phoneCode: string; readonly phone: string; readonly bonus: 0 | 1 | 2; readonly lng: string }
  | { readonly kind: 'registerPhoneApprove'; readonly phoneCode: string; readonly phone: string; readonly code: string; readonly password: string }
  | { readonly kind: 'activate'; readonly token: string }
  | { readonly kind: 'recoveryRequest'; readonly target: RecoveryTargetInput }
  | { readonly kind: 'recoveryCheck'; readonly target: RecoveryTargetInput; readonly code: string }
  | { readonly kind: 'recoverySet'; readonly resetToken: string; readonly password: string }
  | { readonly kind: 'switchAccount'; readonly id: number }
  | { readonly kind: 'addCurrency'; readonly iso: string }
  | { readonly kind: 'removeCurrency'; readonly id: number }
  | { readonly kind: 'refreshAccounts' }
  | { readonly kind: 'hideBalance'; readonly hide: boolean }
  | { readonly kind: 'confirmTerms' }
  /** A tab's visibility and activity (throttled to one per ACTIVITY_THROTTLE_MS by the tab). */
  | { readonly kind: 'presence'; readonly visible: boolean; readonly active: boolean; readonly mediaPlaying: boolean }
  /** The answer to the captcha the projection shows; null cancels. */
  | { readonly kind: 'captchaAnswer'; readonly id: string; readonly answer: string | null }
  | { readonly kind: 'captchaRefresh' };

export type RecoveryTargetInput = { readonly login: string } | { readonly phone_number: string; readonly phone_code: string };

export type SessionOutcome =
  | { readonly kind: 'done' }
  | { readonly kind: 'signedIn'; readonly login: string }
  | { readonly kind: 'twoStepRequired'; readonly channel: 'sms' | 'email'; readonly expiresAt: number }
  | { readonly kind: 'codeSent'; readonly expiresAt: number }
  /** fast_reg: the generated credentials, shown once (never stored by the worker). */
  | { readonly kind: 'registered'; readonly login: string; readonly password: string | null; readonly sentTo: string | null }
  | { readonly kind: 'activationSent' }
  | { readonly kind: 'resetToken'; readonly resetToken: string; readonly expiresAt: number };

/** What the host answers to `session/request` when it worked. */
export interface SessionAccepted extends Accepted {
  readonly outcome: SessionOutcome;
}

export function isSessionAccepted(answer: unknown): answer is SessionAccepted {
  return typeof answer === 'object' && answer !== null && 'accepted' in answer && 'outcome' in answer;
}

// ---------------------------------------------------------------- commands (decided by the core)

export type SignInMethod = 'password' | 'phone' | 'sms' | 'two_step' | 'registration' | 'activation' | 'restored';
export type SignOutReason = 'logout' | 'inactivity' | 'server' | 'captcha';

export type SessionCommand =
  | CommandEnvelope<'session/request', SessionRequest>
  | CommandEnvelope<'session/dismiss-inactivity-notice', Record<string, never>>
  /** System commands: only the worker's session controller sends them (a tab's copy is refused). */
  | CommandEnvelope<'session/record-sign-in', { readonly userId: number; readonly login: string; readonly method: SignInMethod }>
  | CommandEnvelope<'session/record-sign-out', { readonly reason: SignOutReason }>
  | CommandEnvelope<'session/record-account-switch', { readonly accountId: number }>;

export const SESSION_SYSTEM_COMMANDS: readonly string[] = ['session/record-sign-in', 'session/record-sign-out', 'session/record-account-switch'];
export const SESSION_REQUEST_COMMAND = 'session/request';

// ---------------------------------------------------------------- events

const signInMethod = z.enum(['password', 'phone', 'sms', 'two_step', 'registration', 'activation', 'restored']);
const signOutReason = z.enum(['logout', 'inactivity', 'server', 'captcha']);

export type SessionSignedIn = NewEvent<'session/signed-in', { readonly userId: number; readonly login: string; readonly method: SignInMethod }>;
export type SessionSignedOut = NewEvent<'session/signed-out', { readonly reason: SignOutReason }>;
export type SessionAccountSwitched = NewEvent<'session/account-switched', { readonly accountId: number }>;
export type SessionNoticeDismissed = NewEvent<'session/inactivity-notice-dismissed', Record<string, never>>;
export type SessionEvent = SessionSignedIn | SessionSignedOut | SessionAccountSwitched | SessionNoticeDismissed;

export const SESSION_EVENT_SCHEMAS = {
  'session/signed-in': {
    v: 1,
    schema: z.object({ userId: z.number().int().positive(), login: z.string(), method: signInMethod }),
    old: {},
  },
  'session/signed-out': { v: 1, schema: z.object({ reason: signOutReason }), old: {} },
  'session/account-switched': { v: 1, schema: z.object({ accountId: z.number().int().positive() }), old: {} },
  'session/inactivity-notice-dismissed': { v: 1, schema: z.object({}).strict(), old: {} },
} as const;

// ---------------------------------------------------------------- projection

export type ProtectionBand = 'bad' | 'normal' | 'good' | 'full';

/** The captcha the server asked for, shown by every tab (one session for all tabs); answered with `captchaAnswer`. */
export interface CaptchaPromptView {
  readonly id: string;
  readonly question: string;
  /** SVG data URL. */
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
  /** Logged off for inactivity: the notice shows (on every load) until dismissed. */
  readonly inactivityNotice: boolean;
  readonly captcha: CaptchaPromptView | null;
  /** A change of accounts is running (SPEC 4 Accounts busy flag). */
  readonly accountsBusy: boolean;
  /** Token for the video player (aud video), refreshed every 10 minutes. */
  readonly videoToken: string | null;
}

/** What the route decision needs from the session (SPEC 4 Terms, SPEC 6 roles): the host hands it to resolveRoute. */
export interface SessionRouteFacts {
  readonly isAuthenticated: boolean;
  readonly isBanned: boolean;
  readonly banLevel: number;
  readonly banVersion: number;
  /** True only when the server answered 451 exception_code 1 (confirm-terms is then the only way on). */
  readonly termsChanged: boolean;
}

// ---------------------------------------------------------------- constants (SPEC 9)

export const SESSION_TIMINGS = {
  userRefreshMs: 60_000,
  videoTokenRefreshMs: 600_000,
  hiddenPauseMs: 30_000,
  activityThrottleMs: 100,
  tokenShareMs: 60_000,
  sessionCheckRetries: 2,
  sessionCheckDelayMs: 1500,
  accountRefreshTimes: 5,
  accountRefreshMs: 2500,
  accountRefreshAfterCurrencyMs: 1000,
} as const;

export const PROTECTION_BANDS = { badMax: 30, normalBelow: 70, goodMax: 99 } as const;
export const VERIFICATION_SUCCESSFUL = 'VERIFICATION_SUCCESSFUL';
