import {
  CASHBACK_PATHS,
  cashbackAnswerSchema,
  cashbackQuerySchema,
  pointsExchangeAnswerSchema,
  pointsExchangeRequestSchema,
  rewardsAnswerSchema,
  rewardsQuerySchema,
  tierAnswerSchema,
  tierRequestSchema,
} from '../../src/protocol/schemas/cashback';
import type { AuthContext } from '../auth/context';
import { requireSession } from '../auth/sessions';
import type { Db } from '../db/db';
import { OPERATOR_REFUSED_MESSAGE, isOperatorRequest } from '../http/operator';
import { readJsonBody } from '../http/respond';
import { type Router, takesBody, takesQuery } from '../http/router';
import { OPERATOR_BEARER } from '../http/scriptCall';
import { answer, idempotencyKeyOf } from '../wallet/answer';
import { exchangePoints } from './exchange';
import { WalletError, handle, parseInput } from '../wallet/errors';
import { rewardsOf } from './rewards';
import { setTier } from './store';
import { cashbackOf } from './view';

export interface CashbackRouteDeps {
  readonly db: Db;
  readonly auth: AuthContext;
  readonly now: () => number;
}

/** The player's calls: the cashback programs and the rewards timeline (src/protocol/schemas/cashback.ts). */
export function registerCashbackRoutes(router: Router, deps: CashbackRouteDeps): void {
  const { db, auth, now } = deps;
  router.get(
    CASHBACK_PATHS.programs,
    handle(async ({ req, res, url }) => {
      const session = await requireSession(auth, req);
      const query = parseInput(cashbackQuerySchema, Object.fromEntries(url.searchParams), 'Cashback query');
      answer(res, cashbackAnswerSchema, await cashbackOf(db, session.userId, query, now()));
    }),
    takesQuery(cashbackQuerySchema),
  );
  router.get(
    CASHBACK_PATHS.rewards,
    handle(async ({ req, res, url }) => {
      const session = await requireSession(auth, req);
      const query = parseInput(rewardsQuerySchema, Object.fromEntries(url.searchParams), 'Rewards query');
      answer(res, rewardsAnswerSchema, await rewardsOf(db, session.userId, query));
    }),
    takesQuery(rewardsQuerySchema),
  );
  router.post(
    CASHBACK_PATHS.exchange,
    handle(async ({ req, res }) => {
      const session = await requireSession(auth, req);
      const body = parseInput(pointsExchangeRequestSchema, await readJsonBody(req), 'Points exchange');
      const key = idempotencyKeyOf(req, undefined);
      answer(res, pointsExchangeAnswerSchema, await exchangePoints(db, session.userId, body, key, now()));
    }),
    takesBody(pointsExchangeRequestSchema),
  );
}

/** The operator's tier setting: registered only when ADMIN_TOKEN (or the option) is set. */
export function registerCashbackAdminRoutes(
  router: Router,
  deps: { readonly db: Db; readonly token: string; readonly now: () => number },
): void {
  router.add(
    'PUT',
    CASHBACK_PATHS.adminTier,
    handle(
      async ({ req, res }) => {
        if (!isOperatorRequest(req, deps.token)) throw new WalletError('wallet.unauthorized', OPERATOR_REFUSED_MESSAGE);
        const body = parseInput(tierRequestSchema, await readJsonBody(req), 'Tier');
        if (!(await setTier(deps.db, body.userId, body.tier, deps.now())))
          throw new WalletError('wallet.account_not_found', `No player ${body.userId}`, { params: { userId: body.userId } });
        answer(res, tierAnswerSchema, body);
      },
      { guard: OPERATOR_BEARER },
    ),
    takesBody(tierRequestSchema, OPERATOR_BEARER),
  );
}
