import type { IncomingMessage } from 'node:http';
import { z } from 'zod';
import { returnPercent } from '../../src/core/lotto';
import {
  LOTTO_PATHS,
  lotteriesAnswerSchema,
  lotteryIdSchema,
  lottoBuyAnswerSchema,
  lottoBuyRequestSchema,
  lottoDrawsAnswerSchema,
  lottoTicketsAnswerSchema,
  type Lottery,
} from '../../src/protocol/lotto';
import type { AuthContext } from '../auth/context';
import { authenticate } from '../auth/sessions';
import type { LotteryConfig } from '../config/lotto';
import { readJsonBody } from '../http/respond';
import { NO_INPUT, takesBody, takesQuery, type Router } from '../http/router';
import { SCRIPT_CALL } from '../http/scriptCall';
import { sendChecked } from '../http/validate';
import { buyTicket } from './buy';
import { drawView, pastDraws, type DrawRow } from './draws';
import { LottoError, LOTTO_REFUSALS } from './errors';
import type { LottoHall } from './hall';
import { ticketsWhere } from './tickets';

const drawsQuerySchema = z.object({ lottery: lotteryIdSchema.optional() });
/** Past draws shown on the results page. */
const DRAWS_SHOWN = 30;

const { handle, parse } = LOTTO_REFUSALS;

async function playerOf(auth: AuthContext, req: IncomingMessage): Promise<{ userId: number; banned: boolean } | null> {
  const session = await authenticate(auth, req);
  return session ? { userId: session.userId, banned: session.user.ban_level > 0 } : null;
}

/** GET lotteries and draws (public; draws adds the caller's tickets when signed in), tickets and POST buy (signed in). */
export function registerLottoRoutes(router: Router, hall: LottoHall, auth: AuthContext): void {
  const lotteryOf = (id: string): LotteryConfig => {
    const lottery = hall.lottery(id);
    if (!lottery) throw new LottoError('lottery_not_found', `No lottery ${id}`);
    return lottery;
  };

  router.get(
    LOTTO_PATHS.lotteries,
    handle(async ({ res }) => {
      const next = await hall.nextDraws();
      const lotteries: Lottery[] = hall.config.lotteries.map((l) => ({
        id: l.id,
        balls: l.balls,
        drawn: l.drawn,
        linePrice: l.linePrice,
        currency: l.currency,
        maxLines: l.maxLines,
        drawEveryMs: l.drawEveryMs,
        prizes: [...l.prizes],
        returnPct: returnPercent(l.balls, l.drawn, l.prizes),
        nextDraw: drawView(next.get(l.id) as DrawRow),
        serverNow: hall.now(l.id),
      }));
      sendChecked(res, lotteriesAnswerSchema, { lotteries }, 'Lotto');
    }),
    NO_INPUT,
  );

  router.get(
    LOTTO_PATHS.draws,
    handle(async ({ req, res, url }) => {
      const asked = parse(drawsQuerySchema, Object.fromEntries(url.searchParams)).lottery;
      const ids = asked ? [lotteryOf(asked).id] : hall.config.lotteries.map((l) => l.id);
      await hall.settleDue();
      const draws = await pastDraws(hall.db, ids, DRAWS_SHOWN);
      const player = await playerOf(auth, req);
      const myTickets =
        player && draws.length > 0
          ? await ticketsWhere(hall.db, 't.user_id = $1 AND t.draw_id = ANY($2::int[])', [player.userId, draws.map((d) => d.id)])
          : [];
      sendChecked(res, lottoDrawsAnswerSchema, { draws: draws.map(drawView), myTickets }, 'Lotto');
    }),
    takesQuery(drawsQuerySchema),
  );

  router.get(
    LOTTO_PATHS.tickets,
    handle(async ({ req, res }) => {
      const player = await playerOf(auth, req);
      if (!player) throw new LottoError('unauthorized', 'Sign in to see your tickets');
      await hall.settleDue();
      sendChecked(res, lottoTicketsAnswerSchema, { tickets: await ticketsWhere(hall.db, 't.user_id = $1', [player.userId]) }, 'Lotto');
    }),
    NO_INPUT,
  );

  router.post(
    LOTTO_PATHS.buy,
    handle(async ({ req, res }) => {
      const player = await playerOf(auth, req);
      if (!player) throw new LottoError('unauthorized', 'Sign in to buy a lotto ticket');
      if (player.banned) throw new LottoError('player_banned', 'A banned player cannot play');
      const request = parse(lottoBuyRequestSchema, await readJsonBody(req));
      const lottery = lotteryOf(request.lottery);
      const bought = await buyTicket(hall.db, { lottery, userId: player.userId, request, now: hall.now(lottery.id) });
      // The draw now holds a ticket: the timer waits for it.
      await hall.settleDue();
      sendChecked(res, lottoBuyAnswerSchema, bought, 'Lotto');
    }),
    takesBody(lottoBuyRequestSchema, SCRIPT_CALL),
  );
}
