import type { IncomingMessage } from 'node:http';
import {
  BONUS_PATHS,
  bonusesAnswerSchema,
  bonusesQuerySchema,
  bonusForfeitAnswerSchema,
  bonusForfeitBodySchema,
  bonusForfeitParamsSchema,
} from '../../src/protocol/schemas/bonus';
import type { AuthContext } from '../auth/context';
import { requireSession } from '../auth/sessions';
import type { Db } from '../db/db';
import { readJsonBody } from '../http/respond';
import { type Router, takesQuery } from '../http/router';
import { answer, idempotencyKeyOf } from '../wallet/answer';
import { WalletError, handle, parseInput } from '../wallet/errors';
import { forfeitBonus } from './forfeit';
import { activeBonusesOfUser, bonusView, endedBonuses } from './store';

export interface BonusRouteDeps {
  readonly db: Db;
  readonly auth: AuthContext;
  readonly now: () => number;
}

/** The player's bonuses (src/protocol/schemas/bonus.ts): the list with the history paged, and giving one up. */
export function registerBonusRoutes(router: Router, deps: BonusRouteDeps): void {
  const { db, auth, now } = deps;
  const signedIn = (req: IncomingMessage) => requireSession(auth, req);

  router.get(
    BONUS_PATHS.list,
    handle(async ({ req, res, url }) => {
      const session = await signedIn(req);
      const query = parseInput(bonusesQuerySchema, Object.fromEntries(url.searchParams), 'Bonuses query');
      const active = await activeBonusesOfUser(db, session.userId);
      // One more than the page tells whether another follows.
      const ended = await endedBonuses(db, session.userId, query.cursor, query.limit + 1);
      const page = ended.slice(0, query.limit);
      answer(res, bonusesAnswerSchema, {
        active: active.map(bonusView),
        history: page.map(bonusView),
        nextCursor: ended.length > query.limit ? (page.at(-1)?.id ?? null) : null,
      });
    }),
    takesQuery(bonusesQuerySchema),
  );

  router.under(
    BONUS_PATHS.folder,
    ['POST'],
    handle(async ({ req, res, url }) => {
      const session = await signedIn(req);
      const params = bonusForfeitParamsSchema.safeParse({ rest: url.pathname.slice(BONUS_PATHS.folder.length) });
      if (!params.success)
        throw new WalletError('wallet.bonus_not_found', `No bonus call ${url.pathname}: POST /web-api/bonuses/{id}/forfeit`);
      const body = parseInput(bonusForfeitBodySchema, await readJsonBody(req), 'Forfeit request');
      idempotencyKeyOf(req, body.idempotencyKey);
      answer(res, bonusForfeitAnswerSchema, await forfeitBonus(db, session.userId, params.data.rest, now()));
    }),
    { input: { body: bonusForfeitBodySchema, params: bonusForfeitParamsSchema } },
  );
}
