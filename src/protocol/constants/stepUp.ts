import { API_PATH } from './apiPath';

/**
 * Step-up and two-step by an authenticator app: the numbers the server, the
 * worker and the page share. Data in one place; the server's rules read them
 * from here.
 */

/** How long a session stays stepped-up after the player re-proved who they are. */
export const STEP_UP_TTL_MS = 5 * 60_000;

/** RFC 6238 as every common authenticator app reads it: SHA-1, 6 digits, 30 s steps. */
export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** A code of the step before or after the server's is still taken (clock drift, a code typed as it turned). */
export const TOTP_WINDOW_STEPS = 1;
/** The issuer the app shows next to the account. */
export const TOTP_ISSUER = 'Bethouse';
/** How many one-time recovery codes are handed out at once. */
export const RECOVERY_CODE_COUNT = 10;
/** Wrong authenticator or recovery codes per account within the sign-in failure window before every further try is refused (429). */
export const TOTP_MAX_FAILURES = 5;

/** The routes of step-up and of the authenticator app; every POST needs a session. */
export const STEP_UP_PATHS = {
  /** GET: {until, methods}; POST {uPassword} or {code}: step up this session. */
  stepUp: `${API_PATH}/auth/step-up`,
  /** POST {}: a code by e-mail or SMS to step up with, when two-step by those is on and the app is not. */
  stepUpSendCode: `${API_PATH}/auth/step-up/send-code`,
  /** POST {uPassword, newPassword}: a new password; the current one is the step-up; the player's other sessions end. */
  changePassword: `${API_PATH}/auth/password/change`,
  /** GET: {enabled, pending, recoveryCodesLeft}. */
  totp: `${API_PATH}/auth/totp`,
  /** POST {}: a new pending secret (step-up needed): {uri, secret, qrSvg}. */
  totpSetup: `${API_PATH}/auth/totp/setup`,
  /** POST {code}: a code of the pending secret turns the app on: {recoveryCodes} once. */
  totpConfirm: `${API_PATH}/auth/totp/confirm`,
  /** POST {}: the app off (step-up needed). */
  totpDisable: `${API_PATH}/auth/totp/disable`,
  /** POST {}: ten new recovery codes in place of the old ones (step-up needed). */
  totpRecoveryCodes: `${API_PATH}/auth/totp/recovery-codes`,
} as const;

/** What a player may step up with, in the order the dialog offers them. */
export const STEP_UP_METHODS = ['password', 'totp', 'code'] as const;
export type StepUpMethod = (typeof STEP_UP_METHODS)[number];
