import type { PersonalErrorCode } from '../../src/protocol/constants/personalData';
import { PERSONAL_ERRORS } from '../../src/protocol/schemas/personalData';
import type { PersonalFieldError } from '../../src/core/personal';
import type { RequestContext } from '../http/router';
import { sendJson } from '../http/respond';

/** The personal data area's typed refusals (PERSONAL_ERRORS); the sign-in ones stay AuthErrors. */
export class PersonalError extends Error {
  constructor(
    readonly code: keyof typeof PERSONAL_ERRORS,
    message: string,
    readonly fields: readonly PersonalFieldError[] = [],
  ) {
    super(message);
  }
}

/** English words for the server's log and an API reader; the page translates the code. */
const WORDS: Readonly<Record<PersonalErrorCode, string>> = {
  required: 'is required',
  too_long: 'is too long',
  format: 'is not in the format of the country',
  check_digit: 'has a control digit that does not match (a typo?)',
  not_a_date: 'is not a real date (YYYY-MM-DD)',
  in_future: 'is in the future',
  too_young: 'is under the minimum age of the site',
  too_old: 'is too far back',
  before_birth: 'is not after the birthday',
  before_issue: 'is not after the issue date',
  digits_only: 'must be digits only',
  phone_length: 'does not have the number of digits of the country',
  not_editable: 'is not yours to change: ask support',
  locked_verified: 'is locked: the account is verified',
};

/** Sends a PersonalError as `{error: {code, message}, fields: [{field, code, message}]}`. */
export function sendPersonalError(rc: RequestContext, error: PersonalError): void {
  const fields = error.fields.map((f) => ({ field: f.field, code: f.code, message: WORDS[f.code] }));
  sendJson(rc.res, PERSONAL_ERRORS[error.code], {
    error: { code: error.code, message: error.message },
    ...(fields.length > 0 ? { fields } : {}),
  });
}

/** Runs a handler body, answering its PersonalError; everything else goes on to the auth wrapper. */
export function withPersonalErrors(fn: (rc: RequestContext) => Promise<void>): (rc: RequestContext) => Promise<void> {
  return async (rc) => {
    try {
      await fn(rc);
    } catch (error) {
      if (error instanceof PersonalError && !rc.res.headersSent) return sendPersonalError(rc, error);
      throw error;
    }
  };
}
