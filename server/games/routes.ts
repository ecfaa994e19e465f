import type { IncomingMessage } from 'node:http';
import { BONUS_GAMES } from '../../src/protocol/constants/bonusGames';
import { IDEMPOTENCY_HEADER } from '../../src/protocol/constants/wallet';
import {
  BONUS_GAME_PATHS,
  bonusGameListAnswerSchema,
  bonusGamePlayAnswerSchema,
  bonusGamePlayRequestSchema,
} from '../../src/protocol/schemas/bonusGames';
import { idempotencyKeySchema } from '../../src/protocol/schemas/wallet';
import type { AuthContext } from '../auth/context';
import { authenticate, requireSession } from '../auth/sessions';
import type { FindGame } from '../casino/games';
import type { Db } from '../db/db';
import { readJsonBody } from '../http/respond';
import { NO_INPUT, type Router, takesBody } from '../http/router';
import { runningPlayBlock } from '../limits/playBlock';
import { BonusGameError, answer, handle, parseInput } from './errors';
import { playTry } from './play';
import { gameStates, mainCurrencyOf } from './state';

export interface BonusGameRouteDeps {
  readonly db: Db;
  readonly auth: AuthContext;
  /** Epoch ms: the UTC day of the daily tries (a manual clock in tests). */
  readonly now: () => number;
  /** The casino's games by id: free spins are granted in one. */
  readonly findGame: FindGame;
}

/** The try's idempotency key: the header or the body's (both: they must agree); missing is a typed 400. */
function keyOf(req: IncomingMessage, fromBody: string | undefined): string {
  const raw = req.headers[IDEMPOTENCY_HEADER];
  const fromHeader = Array.isArray(raw) ? raw[0] : raw;
  if (fromHeader !== undefined && fromBody !== undefined && fromHeader !== fromBody)
    throw new BonusGameError('bonus_games.invalid_request', 'The Idempotency-Key header and the body idempotencyKey differ');
  const key = fromHeader ?? fromBody;
  if (!key)
    throw new BonusGameError('bonus_games.idempotency_key_missing', 'A try needs an Idempotency-Key header (or body idempotencyKey)');
  return parseInput(idempotencyKeySchema, key, 'Idempotency-Key');
}

/**
 * The bonus games: the list with the caller's tries (a guest sees the games
 * and no state), and playing a try (the session's player only: no user id is
 * taken from the request).
 */
export function registerBonusGameRoutes(router: Router, deps: BonusGameRouteDeps): void {
  const { db, auth, now } = deps;

  router.get(
    BONUS_GAME_PATHS.list,
    handle(async ({ req, res }) => {
      const session = await authenticate(auth, req);
      const at = now();
      if (!session) {
        const games = BONUS_GAMES.map((game) => ({ game, dailyAvailable: false, nextDailyAt: null, unlockedTries: 0 }));
        return answer(res, bonusGameListAnswerSchema, { player: 'guest', blocked: false, currency: null, games });
      }
      const main = await mainCurrencyOf(db, session.userId);
      answer(res, bonusGameListAnswerSchema, {
        player: 'signedIn',
        blocked: (await runningPlayBlock(db, session.userId, at)) !== null,
        currency: main?.iso ?? null,
        games: await gameStates(db, session.userId, at),
      });
    }),
    NO_INPUT,
  );

  router.post(
    BONUS_GAME_PATHS.play,
    handle(async (ctx) => {
      const session = await requireSession(auth, ctx.req);
      const body = parseInput(bonusGamePlayRequestSchema, await readJsonBody(ctx.req), 'Try');
      const key = keyOf(ctx.req, body.idempotencyKey);
      const played = await playTry(db, {
        userId: session.userId,
        game: body.game,
        use: body.use,
        key,
        findGame: deps.findGame,
        now: now(),
      });
      answer(ctx.res, bonusGamePlayAnswerSchema, played, played.repeated ? 200 : 201);
    }),
    takesBody(bonusGamePlayRequestSchema),
  );
}
