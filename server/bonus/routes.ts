import type { IncomingMessage } from 'node:http';
import {
  BONUS_PATHS,
  bonusesAnswerSchema,
  bonusesQuerySchema,
  bonusForfeitAnswerSchema,
  bonusForfeitBodySchema,
  bonusForfeitParamsSchema,
  reloadOptInAnswerSchema,
  reloadOptInRequestSchema,
} from '../../src/protocol/schemas/bonus';
import type { AuthContext } from '../auth/context';
import { requireSession } from '../auth/sessions';
import type { Db } from '../db/db';
import { readJsonBody } from '../http/respond';
import { type Router, takesBody, takesQuery } from '../http/router';
import { answer, idempotencyKeyOf } from '../wallet/answer';
import { WalletError, handle, parseInput } from '../wallet/errors';
import { lockPlayer } from '../ledger';
import { forfeitBonus } from './forfeit';
import { reloadOfferOf, setReloadOptIn } from './reload';
import { activeBonusesOfUser, bonusView, endedBonuses } from './store';
import { grantsToShow, grantView } from './freeSpins/store';

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
        reloadOffer: await reloadOfferOf(db, session.userId),
        freeSpins: (await grantsToShow(db, session.userId)).map(grantView),
        active: active.map(bonusView),
        history: page.map(bonusView),
        nextCursor: ended.length > query.limit ? (page.at(-1)?.id ?? null) : null,
      });
    }),
    takesQuery(bonusesQuerySchema),
  );

  // An exact path: matched before the folder's {id}/forfeit.
  router.post(
    BONUS_PATHS.reload,
    handle(async ({ req, res }) => {
      const session = await signedIn(req);
      const body = parseInput(reloadOptInRequestSchema, await readJsonBody(req), 'Reload bonus opt-in');
      // Under the player's lock: a deposit crediting at this moment sees the opt-in before or after, never half of it.
      const reloadOffer = await db.transaction(async (tx) => {
        await lockPlayer(tx, session.userId);
        return setReloadOptIn(tx, session.userId, body.product, now());
      });
      if (!reloadOffer) throw new WalletError('wallet.bonus_reload_unavailable', 'No reload bonus is offered to you now');
      answer(res, reloadOptInAnswerSchema, { reloadOffer });
    }),
    takesBody(reloadOptInRequestSchema),
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
