import type { ServerResponse } from 'node:http';
import type { z } from 'zod';
import { BET_ERRORS, type BetErrorBody, type BetErrorCode, type CashoutOffer, type CoefChange } from '../../src/protocol/schemas/bets';
import type { SingleResult } from '../../src/protocol/coupon';
import { sendJson } from '../http/respond';
import { parseRequest } from '../http/validate';

type Params = Readonly<Record<string, string | number>>;

export interface BetErrorExtra {
  readonly params?: Params;
  readonly fields?: readonly { field: string; message: string }[];
  readonly coefChanges?: readonly CoefChange[];
  readonly singles?: readonly SingleResult[];
  readonly offer?: CashoutOffer;
}

/** A refusal the player (or the worker) can act on; its code is in BET_ERRORS. */
export class BetError extends Error {
  constructor(
    readonly code: BetErrorCode,
    message: string,
    readonly extra: BetErrorExtra = {},
  ) {
    super(message);
  }
}

export function sendBetError(res: ServerResponse, error: BetError): void {
  const body: BetErrorBody = {
    error: {
      code: error.code,
      message: error.message,
      params: { ...error.extra.params },
      ...(error.extra.fields ? { fields: [...error.extra.fields] } : {}),
      ...(error.extra.coefChanges ? { coefChanges: [...error.extra.coefChanges] } : {}),
      ...(error.extra.singles ? { singles: [...error.extra.singles] } : {}),
      ...(error.extra.offer ? { offer: error.extra.offer } : {}),
    },
  };
  sendJson(res, BET_ERRORS[error.code].status, body);
}

/** Parses input with its schema; a mismatch is invalid_request naming each field. */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown, what: string): z.output<S> {
  return parseRequest(schema, value, what, (message, fields) => new BetError('invalid_request', message, { fields }));
}
