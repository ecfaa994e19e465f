import type { IncomingMessage } from 'node:http';
import { ADMIN_MESSAGES_PATH, adminMessageAnswerSchema, adminMessageRequestSchema } from '../../src/protocol/schemas/messages';
import type { Db } from '../db/db';
import { OPERATOR_REFUSED_MESSAGE, isOperatorRequest } from '../http/operator';
import { readJsonBody } from '../http/respond';
import { type Router, takesBody } from '../http/router';
import { OPERATOR_BEARER } from '../http/scriptCall';
import { MessageError, answer, handle, parseInput } from './errors';
import { sendPlayerMessage } from './store';

function requireOperator(req: IncomingMessage, token: string): void {
  if (!isOperatorRequest(req, token)) throw new MessageError('messages.admin_unauthorized', OPERATOR_REFUSED_MESSAGE);
}

/**
 * POST /web-api/admin/messages: the operator writes to one player (a notice,
 * a promotion, a verification request). It stands in for the sources that
 * will send those topics. Registered only when ADMIN_TOKEN is set.
 */
export function registerAdminMessageRoutes(
  router: Router,
  deps: { readonly db: Db; readonly now: () => number; readonly token: string },
): void {
  router.post(
    ADMIN_MESSAGES_PATH,
    handle(
      async ({ req, res }) => {
        requireOperator(req, deps.token);
        const body = parseInput(adminMessageRequestSchema, await readJsonBody(req), 'Message');
        const message = await deps.db.transaction(async (tx) => {
          const [user] = await tx.query('SELECT id FROM app_user WHERE id = $1', [body.userId]);
          if (!user) throw new MessageError('messages.player_not_found', `No player ${body.userId}`);
          return sendPlayerMessage(tx, { ...body, at: deps.now() });
        });
        answer(res, adminMessageAnswerSchema, { message });
      },
      { guard: OPERATOR_BEARER },
    ),
    takesBody(adminMessageRequestSchema),
  );
}
