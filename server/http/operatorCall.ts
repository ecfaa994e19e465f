import type { z } from 'zod';
import { OPERATOR_REFUSED_MESSAGE, isOperatorRequest } from './operator';
import { BodyError, readJsonBody, sendError } from './respond';
import type { RequestContext } from './router';
import { invalidFields, invalidMessage } from './validate';

/** The largest JSON body an operator call of a small record takes (a grant, a tournament). */
const OPERATOR_BODY_LIMIT = 16 * 1024;

/**
 * A handler of operator calls with a JSON body: the token (401 `admin_unauthorized`), then a body its schema takes
 * (a typed 4xx naming the wrong fields), then `fn` with the parsed body.
 */
export const operatorCall =
  (token: string) =>
  <S extends z.ZodType>(schema: S, fn: (body: z.output<S>, rc: RequestContext) => Promise<void>) =>
  async (rc: RequestContext): Promise<void> => {
    if (!isOperatorRequest(rc.req, token)) return sendError(rc.res, 401, 'admin_unauthorized', OPERATOR_REFUSED_MESSAGE);
    let raw: unknown;
    try {
      raw = await readJsonBody(rc.req, OPERATOR_BODY_LIMIT);
    } catch (error) {
      if (error instanceof BodyError) return sendError(rc.res, error.status, error.code, error.message);
      throw error;
    }
    const body = schema.safeParse(raw);
    if (!body.success) return sendError(rc.res, 400, 'invalid_request', invalidMessage('Request body', invalidFields(body.error.issues)));
    await fn(body.data, rc);
  };
