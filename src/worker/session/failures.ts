import type { HttpFailure } from '../../protocol/http';
import { reject, type Rejection } from '../../protocol/rejections';

/**
 * A failed auth call as the UI hears it: `session.<reason>` where reason is
 * the server's named code (AUTH_ERRORS) or how the call failed; the UI
 * translates `session.errors.<reason>` (SPEC 8: every server error translated).
 */
export function rejectFailure(failure: HttpFailure): Rejection {
  switch (failure.status) {
    case 'http-error': {
      const reason = failure.error?.reason;
      if (failure.code === 451 && failure.error?.exceptionCode === 1) return reject('session.terms_required', { status: 451 });
      return reject(`session.${reason && /^[a-z_]+$/.test(reason) ? reason : `http_${failure.code}`}`, { status: failure.code });
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
