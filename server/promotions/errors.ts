import type { ServerResponse } from 'node:http';
import type { z } from 'zod';
import type { PromotionIneligibility } from '../../src/protocol/constants/promotions';
import { PROMOTION_ERRORS, type PromotionErrorBody, type PromotionErrorCode } from '../../src/protocol/schemas/promotions';
import { AuthError, sendAuthError } from '../auth/http';
import { BodyError, sendJson } from '../http/respond';
import { refusingHandler } from '../http/refusingHandler';
import { checkedAnswer, parseRequest, sendChecked } from '../http/validate';

/** A refusal of a promotion call: its code (PROMOTION_ERRORS gives the status) and, for `promotions.ineligible`, why. */
export class PromotionError extends Error {
  constructor(
    readonly code: PromotionErrorCode,
    message: string,
    readonly reasons?: readonly PromotionIneligibility[],
  ) {
    super(message);
  }
}

function sendPromotionError(res: ServerResponse, error: PromotionError): void {
  const body: PromotionErrorBody = {
    error: { code: error.code, message: error.message, ...(error.reasons ? { reasons: [...error.reasons] } : {}) },
  };
  sendJson(res, PROMOTION_ERRORS[error.code], body);
}

/** Promotion handlers: typed refusals, sign-in and script-call refusals (the auth's 401/403), bad bodies as 400. */
export const handle = refusingHandler<PromotionError | AuthError>({
  refusalOf: (error) => {
    if (error instanceof PromotionError || error instanceof AuthError) return error;
    if (error instanceof BodyError) return new PromotionError('promotions.invalid_request', error.message);
    return null;
  },
  send: (res, refusal) => (refusal instanceof AuthError ? sendAuthError(res, refusal) : sendPromotionError(res, refusal)),
});

/** The input through its schema; a mismatch is `promotions.invalid_request` naming each field. */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown, what: string): z.output<S> {
  return parseRequest(schema, value, what, (message) => new PromotionError('promotions.invalid_request', message));
}

export const checked = <S extends z.ZodType>(schema: S, value: z.input<S>): z.output<S> => checkedAnswer(schema, value, 'Promotions');

export const answer = <S extends z.ZodType>(res: ServerResponse, schema: S, value: z.input<S>, status = 200): void =>
  sendChecked(res, schema, value, 'Promotions', status, { 'cache-control': 'no-store' });
