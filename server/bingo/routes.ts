import type { IncomingMessage } from 'node:http';
import { z } from 'zod';
import {
  BINGO_PATHS,
  bingoBuyAnswerSchema,
  bingoBuyRequestSchema,
  bingoRoomAnswerSchema,
  bingoRoomsAnswerSchema,
  type BingoCard,
  type BingoRoom,
  type BingoWin,
} from '../../src/protocol/bingo';
import type { AuthContext } from '../auth/context';
import { authenticate } from '../auth/sessions';
import type { BingoRoomConfig } from '../config/bingo';
import type { Queryable } from '../db/db';
import { readJsonBody } from '../http/respond';
import { NO_INPUT, takesBody, takesQuery, type Router } from '../http/router';
import { SCRIPT_CALL } from '../http/scriptCall';
import { sendChecked } from '../http/validate';
import { buyCards } from './buy';
import { BingoError, BINGO_REFUSALS } from './errors';
import type { BingoHall } from './hall';

const roomQuerySchema = z.object({ room: z.string().min(1).max(40) });
/** The player's wins shown in a room: the latest few. */
const WINS_SHOWN = 10;

const { handle, parse } = BINGO_REFUSALS;

async function playerOf(auth: AuthContext, req: IncomingMessage): Promise<{ userId: number; banned: boolean } | null> {
  const session = await authenticate(auth, req);
  return session ? { userId: session.userId, banned: session.user.ban_level > 0 } : null;
}

async function roomView(hall: BingoHall, room: BingoRoomConfig): Promise<BingoRoom> {
  return {
    id: room.id,
    variant: room.variant,
    cardPrice: room.cardPrice,
    currency: room.currency,
    maxCards: room.maxCards,
    marginPct: room.marginPct,
    sharesPct: [...room.sharesPct],
    buyMs: room.buyMs,
    ballMs: room.ballMs,
    game: await hall.gameOf(room.id),
  };
}

async function myCards(q: Queryable, userId: number, gameId: number): Promise<BingoCard[]> {
  const rows = await q.query<{ id: number; game_id: number; serial: number; cells: number[] }>(
    'SELECT id, game_id, serial, cells FROM bingo_card WHERE user_id = $1 AND game_id = $2 ORDER BY serial',
    [userId, gameId],
  );
  return rows.map((r) => ({ cardId: r.id, gameId: r.game_id, serial: r.serial, cells: r.cells.map(Number) }));
}

async function myWins(q: Queryable, userId: number, room: string): Promise<BingoWin[]> {
  const rows = await q.query<{ game_id: number; card_id: number; prize: BingoWin['prize']; amount: number; won_at: Date }>(
    `SELECT w.game_id, w.card_id, w.prize, w.amount, w.won_at FROM bingo_win w JOIN bingo_game g ON g.id = w.game_id
      WHERE w.user_id = $1 AND g.room_id = $2 ORDER BY w.won_at DESC, w.card_id LIMIT ${WINS_SHOWN}`,
    [userId, room],
  );
  return rows.map((r) => ({
    gameId: r.game_id,
    room,
    cardId: r.card_id,
    prize: r.prize,
    amount: r.amount,
    at: new Date(r.won_at).getTime(),
  }));
}

/** GET rooms, room and stream (public; the room adds the caller's cards and wins when signed in), POST buy (signed in). */
export function registerBingoRoutes(router: Router, hall: BingoHall, auth: AuthContext): void {
  const roomOf = (id: string): BingoRoomConfig => {
    const room = hall.room(id);
    if (!room) throw new BingoError('room_not_found', `No bingo room ${id}`);
    return room;
  };

  router.get(
    BINGO_PATHS.rooms,
    handle(async ({ res }) => {
      const rooms = await Promise.all(hall.config.rooms.map((room) => roomView(hall, room)));
      sendChecked(res, bingoRoomsAnswerSchema, { rooms }, 'Bingo');
    }),
    NO_INPUT,
  );

  router.get(
    BINGO_PATHS.room,
    handle(async ({ req, res, url }) => {
      const room = roomOf(parse(roomQuerySchema, Object.fromEntries(url.searchParams)).room);
      const view = await roomView(hall, room);
      const player = await playerOf(auth, req);
      const cards = player && view.game ? await myCards(hall.db, player.userId, view.game.gameId) : [];
      const wins = player ? await myWins(hall.db, player.userId, room.id) : [];
      sendChecked(res, bingoRoomAnswerSchema, { room: view, myCards: cards, myWins: wins }, 'Bingo');
    }),
    takesQuery(roomQuerySchema),
  );

  router.get(
    BINGO_PATHS.stream,
    handle(async ({ res, url }) => {
      const room = roomOf(parse(roomQuerySchema, Object.fromEntries(url.searchParams)).room);
      // The first watcher opens the room's game: a room runs only while someone is in it.
      hall.streams.subscribe(room.id, res, null, { onClose: () => void hall.wake(room.id) });
      await hall.wake(room.id);
      await hall.publish(room.id);
    }),
    takesQuery(roomQuerySchema),
  );

  router.post(
    BINGO_PATHS.buy,
    handle(async ({ req, res }) => {
      const player = await playerOf(auth, req);
      if (!player) throw new BingoError('unauthorized', 'Sign in to buy bingo cards');
      if (player.banned) throw new BingoError('player_banned', 'A banned player cannot play');
      const request = parse(bingoBuyRequestSchema, await readJsonBody(req));
      const bought = await buyCards(hall.db, { room: roomOf(request.room), userId: player.userId, request, now: hall.now() });
      await hall.wake(request.room);
      await hall.publish(request.room);
      sendChecked(res, bingoBuyAnswerSchema, bought, 'Bingo');
    }),
    takesBody(bingoBuyRequestSchema, SCRIPT_CALL),
  );
}
