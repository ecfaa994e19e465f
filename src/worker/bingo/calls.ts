import {
  BINGO_PATHS,
  bingoBuyAnswerSchema,
  bingoErrorBodySchema,
  bingoGameSchema,
  bingoRoomAnswerSchema,
  bingoRoomsAnswerSchema,
  type BingoGame,
} from '../../protocol/bingo';
import type { HttpFailure } from '../../protocol/http';
import type { HttpClient } from '../http/client';

/** The bingo calls and their schemas: a chunk of its own, loaded when a bingo page first asks. */

export const loadRooms = (http: HttpClient) => http.get(BINGO_PATHS.rooms, { schema: bingoRoomsAnswerSchema });

export const loadRoom = (http: HttpClient, room: string, auth: boolean) =>
  http.get(BINGO_PATHS.room, { schema: bingoRoomAnswerSchema, query: { room }, auth });

export const sendBuy = (http: HttpClient, room: string, count: number, idempotencyKey: string) =>
  http.post(BINGO_PATHS.buy, { room, count, idempotencyKey }, { schema: bingoBuyAnswerSchema, auth: true });

/** A stream event's game, or null when it does not read as one. */
export function gameOf(data: string): BingoGame | null {
  try {
    const parsed = bingoGameSchema.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** A refused call's code: the server's, or one of the way there. */
export function refusalOf(failure: HttpFailure): `bingo.${string}` {
  if (failure.status !== 'http-error') return 'bingo.network_error';
  if (failure.code === 401) return 'bingo.unauthorized';
  const parsed = bingoErrorBodySchema.safeParse(failure.body);
  return parsed.success ? `bingo.${parsed.data.error.code}` : 'bingo.server_error';
}

export const streamPath = (room: string): string => `${BINGO_PATHS.stream}?room=${encodeURIComponent(room)}`;
export { cardViews } from './view';
