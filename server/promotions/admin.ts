import type { IncomingMessage } from 'node:http';
import { CONTENT_WRITE_BODY_LIMIT } from '../../src/protocol/schemas/content';
import {
  PROMOTION_PATHS,
  adminPromotionAnswerSchema,
  adminPromotionStatusSchema,
  adminPromotionWriteSchema,
  adminPromotionsAnswerSchema,
} from '../../src/protocol/schemas/promotions';
import { AuthError } from '../auth/http';
import type { Db } from '../db/db';
import { OPERATOR_REFUSED_MESSAGE, isOperatorRequest } from '../http/operator';
import { readJsonBody } from '../http/respond';
import { NO_INPUT, type Router, takesBody } from '../http/router';
import { OPERATOR_BEARER } from '../http/scriptCall';
import { listPromotions, setPromotionStatus, writePromotion } from './adminStore';
import { PromotionError, answer, handle, parseInput } from './errors';

export interface PromotionAdminDeps {
  readonly db: Db;
  readonly now: () => number;
  readonly token: string;
}

const operator = { guard: OPERATOR_BEARER };

function requireOperator(req: IncomingMessage, token: string): void {
  if (!isOperatorRequest(req, token)) throw new AuthError('unauthorized', OPERATOR_REFUSED_MESSAGE);
}

/**
 * The operator's promotion API, as the content store's (server/content/admin.ts):
 * list, create or edit one language, publish and unpublish. Registered only
 * when ADMIN_TOKEN is set; the operator's tool sends a bearer token.
 */
export function registerPromotionAdminRoutes(router: Router, deps: PromotionAdminDeps): void {
  const { db, token } = deps;
  const at = (): Date => new Date(deps.now());

  router.get(
    PROMOTION_PATHS.admin,
    handle(async ({ req, res }) => {
      requireOperator(req, token);
      answer(res, adminPromotionsAnswerSchema, { data: { promotions: await listPromotions(db) } });
    }, operator),
    NO_INPUT,
  );

  router.post(
    PROMOTION_PATHS.admin,
    handle(async ({ req, res }) => {
      requireOperator(req, token);
      const write = parseInput(adminPromotionWriteSchema, await readJsonBody(req, CONTENT_WRITE_BODY_LIMIT), 'Promotion');
      const { promotion, created } = await writePromotion(db, write, at());
      answer(res, adminPromotionAnswerSchema, { data: { promotion } }, created ? 201 : 200);
    }, operator),
    takesBody(adminPromotionWriteSchema, OPERATOR_BEARER),
  );

  router.post(
    PROMOTION_PATHS.adminStatus,
    handle(async ({ req, res }) => {
      requireOperator(req, token);
      const { slug, status } = parseInput(adminPromotionStatusSchema, await readJsonBody(req, 4 * 1024), 'Promotion status');
      const promotion = await setPromotionStatus(db, slug, status, at());
      if (!promotion) throw new PromotionError('promotions.not_found', `No promotion "${slug}"`);
      answer(res, adminPromotionAnswerSchema, { data: { promotion } });
    }, operator),
    takesBody(adminPromotionStatusSchema, OPERATOR_BEARER),
  );
}
