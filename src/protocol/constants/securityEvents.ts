/**
 * The security audit log (docs/security.md "Audit log and sessions"): the
 * kinds of event the server records, how long it keeps them and how many a
 * page of the player's log holds. The server writes them, the office page
 * translates them (`security.kind.<kind>`).
 */
export const SECURITY_EVENT_KINDS = [
  'sign_in',
  'sign_in_failed',
  'new_device',
  'sign_out_others',
  'session_ended',
  'password_reset',
  'password_changed',
  'two_step_enabled',
  'two_step_disabled',
  'totp_enabled',
  'totp_disabled',
  'recovery_codes_generated',
  'recovery_code_used',
  'step_up',
  'limit_changed',
  'withdrawal_requested',
  /** office/personal-data: detail.fields names the changed fields (never their values). */
  'personal_data_changed',
  'email_changed',
  'phone_changed',
  'security_question_set',
  'qr_login_shown',
] as const;
export type SecurityEventKind = (typeof SECURITY_EVENT_KINDS)[number];

/** How a sign-in proved the player (detail.method of sign_in). */
export const SECURITY_SIGN_IN_METHODS = [
  'password',
  'phone_password',
  'sms_code',
  'two_step',
  /** The two-step step answered with the authenticator app's code, or with one of its recovery codes. */
  'authenticator',
  'recovery_code',
  'social',
  'login_link',
  /** A QR code another signed-in device showed (office/qr-login). */
  'qr_login',
  'activation_link',
  'registration',
  /** Not a sign-in: the current password asked to switch two-step off (a wrong one is a sign_in_failed). */
  'confirm_password',
  /** Not a sign-in: the password or code a step-up asked for (a wrong password is a sign_in_failed). */
  'step_up',
] as const;
export type SecuritySignInMethod = (typeof SECURITY_SIGN_IN_METHODS)[number];

const DAY_MS = 86_400_000;

/** Events older than this are neither shown nor kept (a regulator's five years). */
export const SECURITY_EVENT_RETENTION_MS = 5 * 365 * DAY_MS;

/** Events in one page of the player's log. */
export const SECURITY_EVENTS_PAGE_SIZE = 20;

/** The largest page a caller may ask for. */
export const SECURITY_EVENTS_PAGE_MAX = 100;
