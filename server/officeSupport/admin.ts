import {
  OFFICE_SUPPORT_ADMIN_PATHS as PATHS,
  adminAppealAnswerSchema,
  adminManagerSchema,
  adminReplySchema,
} from '../../src/protocol/schemas/officeSupport';
import type { Db } from '../db/db';
import { OPERATOR_REFUSED_MESSAGE, isOperatorRequest } from '../http/operator';
import { readJsonBody, sendJson } from '../http/respond';
import { type Router, takesBody } from '../http/router';
import { OPERATOR_BEARER } from '../http/scriptCall';
import { OfficeError, handle, parseInput } from './errors';
import { answerAppeal, assignManager } from './filings';
import { answerOfficeRequest } from './requests';

/**
 * The operator's side of the office's support pages, with the operator's
 * token: answer a support request (into its thread and the player's inbox),
 * assign a personal manager, answer a block appeal. Registered only when
 * ADMIN_TOKEN (or the server's adminToken option) is set.
 */
export function registerOfficeSupportAdminRoutes(
  router: Router,
  deps: { readonly db: Db; readonly now: () => number; readonly token: string },
): void {
  const { db, now, token } = deps;
  const guarded = (fn: Parameters<typeof handle>[0]) =>
    handle(
      async (rc) => {
        if (!isOperatorRequest(rc.req, token)) throw new OfficeError('admin_unauthorized', OPERATOR_REFUSED_MESSAGE);
        await fn(rc);
      },
      { guard: OPERATOR_BEARER },
    );

  router.post(
    PATHS.reply,
    guarded(async ({ req, res }) => {
      const body = parseInput(adminReplySchema, await readJsonBody(req, 16 * 1024), 'Reply');
      if (!(await answerOfficeRequest(db, body.requestId, body.text, now())))
        throw new OfficeError('not_found', `No office support request ${body.requestId}`);
      sendJson(res, 201, { ok: true });
    }),
    takesBody(adminReplySchema, OPERATOR_BEARER),
  );

  router.post(
    PATHS.manager,
    guarded(async ({ req, res }) => {
      const body = parseInput(adminManagerSchema, await readJsonBody(req, 16 * 1024), 'Manager');
      const [user] = await db.query('SELECT id FROM app_user WHERE id = $1', [body.userId]);
      if (!user) throw new OfficeError('not_found', `No player ${body.userId}`);
      await assignManager(db, body.userId, body.manager, now());
      sendJson(res, 200, { ok: true });
    }),
    takesBody(adminManagerSchema, OPERATOR_BEARER),
  );

  router.post(
    PATHS.appealAnswer,
    guarded(async ({ req, res }) => {
      const body = parseInput(adminAppealAnswerSchema, await readJsonBody(req, 16 * 1024), 'Appeal answer');
      if (!(await answerAppeal(db, body.appealId, body.text, now()))) throw new OfficeError('not_found', `No appeal ${body.appealId}`);
      sendJson(res, 200, { ok: true });
    }),
    takesBody(adminAppealAnswerSchema, OPERATOR_BEARER),
  );
}
