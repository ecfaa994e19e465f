import {
  ADMIN_FREE_SPINS_FORFEIT_PATH,
  ADMIN_FREE_SPINS_PATH,
  freeSpinForfeitRequestSchema,
  freeSpinGrantAnswerSchema,
  freeSpinGrantRequestSchema,
} from '../../../src/protocol/schemas/bonus';
import type { FindGame } from '../../casino/games';
import type { Db } from '../../db/db';
import { operatorToken } from '../../http/operator';
import { operatorCall } from '../../http/operatorCall';
import { sendError } from '../../http/respond';
import { type Router, takesBody } from '../../http/router';
import { OPERATOR_BEARER } from '../../http/scriptCall';
import { sendChecked } from '../../http/validate';
import { lockPlayer } from '../../ledger';
import { endGrant } from './end';
import { FreeSpinGrantError, grantFreeSpins, type FreeSpinGrantRefusal } from './grant';
import { grantView, loadGrant } from './store';

const REFUSAL_STATUS: Record<FreeSpinGrantRefusal, number> = {
  player_not_found: 404,
  game_not_slot: 400,
  count_out_of_range: 400,
  stake_invalid: 400,
  expiry_out_of_range: 400,
  currency_unavailable: 409,
  key_conflict: 409,
};

export interface FreeSpinAdminDeps {
  readonly db: Db;
  /** The casino's games (the lobby's catalogue): a grant names one of its slots. */
  readonly findGame: FindGame;
  readonly now: () => number;
  /** ADMIN_TOKEN unless given; none: the routes do not exist. */
  readonly adminToken?: string | null;
}

/**
 * The operator's free spins (server/bonus/README.md "Free spins"): grant
 * spins of a slot to a player (through grantFreeSpins, the one way a grant is
 * made) and take an active grant back. Only with ADMIN_TOKEN.
 */
export function registerFreeSpinAdminRoutes(router: Router, deps: FreeSpinAdminDeps): void {
  const token = operatorToken(deps.adminToken);
  if (!token) return;
  const { db, now } = deps;

  const operator = operatorCall(token);

  router.post(
    ADMIN_FREE_SPINS_PATH,
    operator(freeSpinGrantRequestSchema, async (body, { res }) => {
      const game = deps.findGame(body.gameId);
      if (!game) return sendError(res, 404, 'game_not_found', `No game ${body.gameId}`);
      try {
        const granted = await db.transaction((tx) =>
          grantFreeSpins(tx, {
            userId: body.userId,
            game,
            count: body.count,
            stake: body.stake,
            ...(body.currencyIso ? { currencyIso: body.currencyIso } : {}),
            expiresAt: body.expiresAt,
            source: body.source,
            reference: body.reference,
            key: body.idempotencyKey,
            at: now(),
          }),
        );
        sendChecked(res, freeSpinGrantAnswerSchema, granted, 'Free spins', granted.repeated ? 200 : 201);
      } catch (error) {
        if (!(error instanceof FreeSpinGrantError)) throw error;
        sendError(res, REFUSAL_STATUS[error.code], `free_spins_${error.code}`, error.message);
      }
    }),
    takesBody(freeSpinGrantRequestSchema, OPERATOR_BEARER),
  );

  router.post(
    ADMIN_FREE_SPINS_FORFEIT_PATH,
    operator(freeSpinForfeitRequestSchema, async (body, { res }) => {
      const [owner] = await db.query<{ user_id: number }>('SELECT user_id FROM free_spin_grant WHERE id = $1', [body.id]);
      if (!owner) return sendError(res, 404, 'free_spins_not_found', `No free-spins grant ${body.id}`);
      const at = now();
      const ended = await db.transaction(async (tx) => {
        await lockPlayer(tx, owner.user_id);
        const row = await loadGrant(tx, body.id, { forUpdate: true });
        if (!row || row.status !== 'active') return null;
        await endGrant(tx, row, 'forfeited', at);
        return loadGrant(tx, body.id);
      });
      if (!ended) return sendError(res, 409, 'free_spins_not_active', `Grant ${body.id} has already ended`);
      sendChecked(res, freeSpinGrantAnswerSchema, { grant: grantView(ended), repeated: false }, 'Free spins');
    }),
    takesBody(freeSpinForfeitRequestSchema, OPERATOR_BEARER),
  );
}
