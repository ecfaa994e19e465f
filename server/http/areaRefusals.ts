import type { ServerResponse } from 'node:http';
import type { z } from 'zod';
import { BodyError, sendJson } from './respond';
import type { Handler } from './router';
import { parseRequest } from './validate';

/** A typed refusal of a game area's call (bingo, TV games, toto, lotto): its code, a clear message and the numbers the page shows. */
export class AreaRefusal<C extends string> extends Error {
  constructor(
    readonly code: C,
    message: string,
    readonly params?: Readonly<Record<string, unknown>>,
  ) {
    super(message);
  }
}

/** What an area's routes answer refusals with. */
export interface AreaRefusals<C extends string> {
  /** The refusal as `{error: {code, message, params?}}` with its code's status. */
  send(res: ServerResponse, refusal: AreaRefusal<C>): void;
  /** A handler whose thrown refusals (and an unreadable body, as `invalid_request`) are answered; anything else is a bug (500). */
  handle(fn: Handler): Handler;
  /** The input by its schema, or the area's `invalid_request` naming what does not fit. */
  parse<S extends z.ZodType>(schema: S, value: unknown): z.output<S>;
}

/**
 * An area's refusals from its error class and its codes' statuses; the
 * router applies the script-call rule to a POST before the handler runs.
 */
export function areaRefusals<C extends string>(
  Refusal: new (code: C, message: string) => AreaRefusal<C>,
  statuses: Readonly<Record<C, number>> & { readonly invalid_request: number },
): AreaRefusals<C> {
  // Every area's codes have invalid_request (the statuses say so): an unreadable body or input is one.
  const invalid = (message: string): AreaRefusal<C> => new Refusal('invalid_request' as C, message);
  const send = (res: ServerResponse, refusal: AreaRefusal<C>): void =>
    sendJson(res, statuses[refusal.code], {
      error: { code: refusal.code, message: refusal.message, ...(refusal.params ? { params: refusal.params } : {}) },
    });
  return {
    send,
    handle: (fn) => async (rc) => {
      try {
        await fn(rc);
      } catch (error) {
        if (rc.res.headersSent) throw error;
        if (error instanceof Refusal) return send(rc.res, error);
        if (error instanceof BodyError) return send(rc.res, invalid(error.message));
        throw error;
      }
    },
    parse: (schema, value) => parseRequest(schema, value, 'The request', invalid),
  };
}
