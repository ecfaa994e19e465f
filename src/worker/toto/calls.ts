import {
  TOTO_PATHS,
  totoBuyAnswerSchema,
  totoCouponsAnswerSchema,
  totoDrawsAnswerSchema,
  totoErrorBodySchema,
  totoNomineesAnswerSchema,
  totoSectionAnswerSchema,
  type TotoSign,
} from '../../protocol/toto';
import type { HttpFailure } from '../../protocol/http';
import type { HttpClient } from '../http/client';

/** The toto calls and their schemas: a chunk of its own, loaded when a toto page first asks. */

export const loadSection = (http: HttpClient, section: string, lang: string) =>
  http.get(TOTO_PATHS.section, { schema: totoSectionAnswerSchema, query: { section, lang } });

export const loadDraws = (http: HttpClient, section: string, lang: string) =>
  http.get(TOTO_PATHS.draws, { schema: totoDrawsAnswerSchema, query: { section, lang } });

export const loadCoupons = (http: HttpClient, section: string) =>
  http.get(TOTO_PATHS.coupons, { schema: totoCouponsAnswerSchema, query: { section }, auth: true });

export const loadNominees = (http: HttpClient, drawId: number, lang: string) =>
  http.get(TOTO_PATHS.nominees, { schema: totoNomineesAnswerSchema, query: { drawId, lang } });

export const sendBuy = (
  http: HttpClient,
  section: string,
  drawId: number,
  picks: readonly (readonly TotoSign[])[],
  idempotencyKey: string,
) => http.post(TOTO_PATHS.buy, { section, drawId, picks, idempotencyKey }, { schema: totoBuyAnswerSchema, auth: true });

/** A refused call's code: the server's, or one of the way there. */
export function refusalOf(failure: HttpFailure): `toto.${string}` {
  if (failure.status !== 'http-error') return 'toto.network_error';
  if (failure.code === 401) return 'toto.unauthorized';
  const parsed = totoErrorBodySchema.safeParse(failure.body);
  return parsed.success ? `toto.${parsed.data.error.code}` : 'toto.server_error';
}
