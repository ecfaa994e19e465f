import { FINGERPRINT_ERROR_CODE, type HttpFailure } from '../../protocol/http';
import { reject, type Rejection } from '../../protocol/rejections';
import { RETRY_AFTER_PARAM } from '../../protocol/session';

/**
 * The server's field names (SPEC 7 bodies) as the forms name their fields:
 * one place, so a refused `uPassword` shows under the password input.
 */
const FORM_FIELDS: Readonly<Record<string, string>> = {
  uLogin: 'login',
  login: 'login',
  'target.login': 'login',
  uPassword: 'password',
  email: 'email',
  phone_number: 'phone',
  'phone-number': 'phone',
  phone_code: 'phone',
  'phone-code': 'phone',
  country_code: 'phone',
  'target.phone_number': 'phone',
  'target.phone_code': 'phone',
  code: 'code',
  'sms-code': 'code',
  currency: 'currency',
  bonus: 'bonus',
  save_option: 'saveOption',
};

/** Rejection params carry the refused fields as `field.<form field>: <code>` (values only, never prose). */
export const FIELD_PARAM_PREFIX = 'field.';

/**
 * A failed auth call as the UI hears it: `session.<reason>` where reason is
 * the server's named code (AUTH_ERRORS) or how the call failed; the UI
 * translates `session.errors.<reason>` (SPEC 8: every server error
 * translated) and shows each refused field next to its input.
 */
export function rejectFailure(failure: HttpFailure): Rejection {
  switch (failure.status) {
    case 'http-error': {
      const reason = failure.error?.reason;
      if (failure.code === 451 && failure.error?.exceptionCode === 1) return reject('session.terms_required', { status: 451 });
      const params: Record<string, string | number> = { status: failure.code };
      // A rate limit's wait (Retry-After), so the form can say how long instead of "later".
      if (failure.retryAfterSeconds !== undefined) params[RETRY_AFTER_PARAM] = failure.retryAfterSeconds;
      for (const field of failure.error?.fields ?? []) {
        const name = FORM_FIELDS[field.field] ?? field.field;
        params[`${FIELD_PARAM_PREFIX}${name}`] ??= field.code && /^[a-z_]+$/.test(field.code) ? field.code : 'invalid';
      }
      return reject(`session.${reason && /^[a-z_]+$/.test(reason) ? reason : `http_${failure.code}`}`, params);
    }
    case 'captcha-cancelled':
      return reject('session.captcha_cancelled');
    case 'network-error':
      return reject('session.network_error');
    case 'malformed':
      return reject('session.malformed_answer');
    case 'closed':
      return reject('session.closed');
  }
}

/** A call made without a live session (the server ended it): the worker signs the player out. */
export function isUnauthorized(failure: HttpFailure): boolean {
  return failure.status === 'http-error' && failure.code === 401;
}

export function isTermsRequired(failure: HttpFailure): boolean {
  return failure.status === 'http-error' && failure.code === 451 && failure.error?.exceptionCode === 1;
}

/** SPEC 8: 400 with the fingerprint error code. */
export function isFingerprintError(failure: HttpFailure): boolean {
  return failure.status === 'http-error' && failure.code === 400 && failure.error?.code === FINGERPRINT_ERROR_CODE;
}
