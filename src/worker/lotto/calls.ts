import {
  LOTTO_PATHS,
  lotteriesAnswerSchema,
  lottoBuyAnswerSchema,
  lottoDrawsAnswerSchema,
  lottoErrorBodySchema,
  lottoTicketsAnswerSchema,
} from '../../protocol/lotto';
import type { HttpFailure } from '../../protocol/http';
import type { HttpClient } from '../http/client';

/** The lotto calls and their schemas: a chunk of its own, loaded when a lotto page first asks. */

export const loadLotteries = (http: HttpClient) => http.get(LOTTO_PATHS.lotteries, { schema: lotteriesAnswerSchema });

export const loadDraws = (http: HttpClient, auth: boolean) => http.get(LOTTO_PATHS.draws, { schema: lottoDrawsAnswerSchema, auth });

export const loadTickets = (http: HttpClient) => http.get(LOTTO_PATHS.tickets, { schema: lottoTicketsAnswerSchema, auth: true });

export const sendBuy = (http: HttpClient, body: { lottery: string; drawNo: number; lines: number[][]; idempotencyKey: string }) =>
  http.post(LOTTO_PATHS.buy, body, { schema: lottoBuyAnswerSchema, auth: true });

/** A refused call's code: the server's, or one of the way there. */
export function refusalOf(failure: HttpFailure): `lotto.${string}` {
  if (failure.status !== 'http-error') return 'lotto.network_error';
  if (failure.code === 401) return 'lotto.unauthorized';
  const parsed = lottoErrorBodySchema.safeParse(failure.body);
  return parsed.success ? `lotto.${parsed.data.error.code}` : 'lotto.server_error';
}
