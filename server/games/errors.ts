import type { ServerResponse } from 'node:http';
import type { z } from 'zod';
import { BONUS_GAME_ERRORS, type BonusGameErrorBody, type BonusGameErrorCode } from '../../src/protocol/schemas/bonusGames';
import { AuthError, sendAuthError } from '../auth/http';
import { BodyError, sendJson } from '../http/respond';
import { refusingHandler } from '../http/refusingHandler';
import { parseRequest, sendChecked } from '../http/validate';

/** A refusal of a bonus-game call: its code (BONUS_GAME_ERRORS gives the status) and, for `daily_used`, when the next free try comes. */
export class BonusGameError extends Error {
  constructor(
    readonly code: BonusGameErrorCode,
    message: string,
    readonly nextAt?: number,
  ) {
    super(message);
  }
}

function sendBonusGameError(res: ServerResponse, error: BonusGameError): void {
  const body: BonusGameErrorBody = {
    error: { code: error.code, message: error.message, ...(error.nextAt === undefined ? {} : { nextAt: error.nextAt }) },
  };
  sendJson(res, BONUS_GAME_ERRORS[error.code], body);
}

/** Bonus-game handlers: typed refusals, sign-in refusals (the auth's 401/403), bad bodies as 400. */
export const handle = refusingHandler<BonusGameError | AuthError>({
  refusalOf: (error) => {
    if (error instanceof BonusGameError || error instanceof AuthError) return error;
    if (error instanceof BodyError) return new BonusGameError('bonus_games.invalid_request', error.message);
    return null;
  },
  send: (res, refusal) => (refusal instanceof AuthError ? sendAuthError(res, refusal) : sendBonusGameError(res, refusal)),
});

/** The input through its schema; a mismatch is `bonus_games.invalid_request` naming each field. */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown, what: string): z.output<S> {
  return parseRequest(schema, value, what, (message) => new BonusGameError('bonus_games.invalid_request', message));
}

export const answer = <S extends z.ZodType>(res: ServerResponse, schema: S, value: z.input<S>, status = 200): void =>
  sendChecked(res, schema, value, 'Bonus games', status, { 'cache-control': 'no-store' });
