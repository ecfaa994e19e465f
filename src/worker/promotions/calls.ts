import type { PromotionListRequest } from '../../protocol/promotions';
import { IDEMPOTENCY_HEADER } from '../../protocol/constants/wallet';
import {
  PROMOTION_PATHS,
  promotionErrorBodySchema,
  promotionListAnswerSchema,
  promotionOptAnswerSchema,
  promotionSchema,
} from '../../protocol/schemas/promotions';
import type { HttpFailure } from '../../protocol/http';
import type { HttpClient } from '../http/client';

/** The promotion calls and their schemas: a chunk of its own, loaded when a page first asks (most visits never do). */

export const loadList = (http: HttpClient, r: PromotionListRequest, auth: boolean) =>
  http.get(PROMOTION_PATHS.list, {
    schema: promotionListAnswerSchema,
    query: { product: r.product, section: r.section, page: r.page, lang: r.lang, ...(r.scope === 'all' ? {} : { [r.scope]: '1' }) },
    auth,
    language: r.lang,
  });

export const loadOne = (http: HttpClient, lang: string, slug: string, auth: boolean) =>
  http.get(PROMOTION_PATHS.one, { schema: promotionSchema, query: { slug, lang }, auth, language: lang });

export const sendOptIn = (http: HttpClient, lang: string, slug: string, key: string) =>
  http.post(
    `${PROMOTION_PATHS.optIn}?lang=${lang}`,
    { slug },
    { schema: promotionOptAnswerSchema, auth: true, headers: { [IDEMPOTENCY_HEADER]: key } },
  );

export const sendOptOut = (http: HttpClient, lang: string, slug: string) =>
  http.post(`${PROMOTION_PATHS.optOut}?lang=${lang}`, { slug }, { schema: promotionOptAnswerSchema, auth: true });

/** A refused call's code (`promotions.*`) and reasons: the server's, or one of the way there. */
export function refusalOf(failure: HttpFailure): { code: `promotions.${string}`; reasons: string[] } {
  if (failure.status !== 'http-error') return { code: 'promotions.network_error', reasons: [] };
  if (failure.code === 401) return { code: 'promotions.sign_in', reasons: [] };
  const parsed = promotionErrorBodySchema.safeParse(failure.body);
  return parsed.success
    ? { code: parsed.data.error.code, reasons: parsed.data.error.reasons ?? [] }
    : { code: 'promotions.server_error', reasons: [] };
}

/** A 404 of one promotion: the page says "not found" rather than "try again". */
export const isNotFound = (failure: HttpFailure): boolean => failure.status === 'http-error' && failure.code === 404;
