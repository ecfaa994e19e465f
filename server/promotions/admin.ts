import type { IncomingMessage } from 'node:http';
import { CONTENT_WRITE_BODY_LIMIT } from '../../src/protocol/schemas/content';
import {
  PROMOTION_PATHS,
  adminPromotionAwardAnswerSchema,
  adminPromotionAwardSchema,
  adminPromotionAwardsAnswerSchema,
  adminPromotionAwardsQuerySchema,
  adminPromotionAnswerSchema,
  adminPromotionStatusSchema,
  adminPromotionWriteSchema,
  adminPromotionsAnswerSchema,
} from '../../src/protocol/schemas/promotions';
import { AuthError } from '../auth/http';
import type { FindGame } from '../casino/games';
import type { Db } from '../db/db';
import { OPERATOR_REFUSED_MESSAGE, isOperatorRequest } from '../http/operator';
import { readJsonBody } from '../http/respond';
import { NO_INPUT, type Router, takesBody, takesQuery } from '../http/router';
import type { Logger } from '../log';
import { OPERATOR_BEARER } from '../http/scriptCall';
import { listPromotions, setPromotionStatus, writePromotion } from './adminStore';
import { awardPromotion } from './awards/award';
import { listAwards } from './awards/store';
import { PromotionError, answer, handle, parseInput } from './errors';

export interface PromotionAdminDeps {
  readonly db: Db;
  readonly now: () => number;
  readonly token: string;
  readonly findGame: FindGame;
  readonly log: Logger;
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

  router.post(
    PROMOTION_PATHS.adminAward,
    handle(async ({ req, res }) => {
      requireOperator(req, token);
      const award = parseInput(adminPromotionAwardSchema, await readJsonBody(req, 64 * 1024), 'Award');
      const data = await awardPromotion(db, { ...award, findGame: deps.findGame, log: deps.log, at: deps.now() });
      answer(res, adminPromotionAwardAnswerSchema, { data });
    }, operator),
    takesBody(adminPromotionAwardSchema, OPERATOR_BEARER),
  );

  router.get(
    PROMOTION_PATHS.adminAwards,
    handle(async ({ req, res, url }) => {
      requireOperator(req, token);
      const { slug, cursor } = parseInput(adminPromotionAwardsQuerySchema, Object.fromEntries(url.searchParams), 'Awards query');
      answer(res, adminPromotionAwardsAnswerSchema, { data: await listAwards(db, slug, cursor) });
    }, operator),
    takesQuery(adminPromotionAwardsQuerySchema),
  );
}
