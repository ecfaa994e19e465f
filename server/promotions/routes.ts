import type { IncomingMessage } from 'node:http';
import { PROMOTIONS_PAGE_SIZE } from '../../src/protocol/constants/promotions';
import { IDEMPOTENCY_HEADER } from '../../src/protocol/constants/wallet';
import {
  PROMOTION_PATHS,
  promotionListAnswerSchema,
  promotionListQuerySchema,
  promotionOptAnswerSchema,
  promotionOptInBodySchema,
  promotionOptOutBodySchema,
  promotionQuerySchema,
  promotionSchema,
  type Promotion,
} from '../../src/protocol/schemas/promotions';
import { idempotencyKeySchema } from '../../src/protocol/schemas/wallet';
import type { AuthContext } from '../auth/context';
import { authenticate, requireSession } from '../auth/sessions';
import { readSiteConfig } from '../config/siteConfigStore';
import type { Db } from '../db/db';
import { operatorToken } from '../http/operator';
import { readJsonBody } from '../http/respond';
import { type RequestContext, type Router, takesBody, takesQuery } from '../http/router';
import type { Logger } from '../log';
import { countryOf } from '../seo/request';
import { registerPromotionAdminRoutes } from './admin';
import { PromotionError, answer, handle, parseInput } from './errors';
import { standingOf } from './facts';
import type { FindGame } from '../casino/games';
import { optIn, optOut } from './optIn';
import { promotionOf, readPromotionPage, readPromotionRow, type Reader } from './store';

export interface PromotionRouteDeps {
  readonly db: Db;
  readonly auth: AuthContext;
  readonly log: Logger;
  /** Epoch ms: the dates, the eligibility and the opt-ins follow it (a manual clock in tests). */
  readonly now: () => number;
  /** The operator's token; default ADMIN_TOKEN. Unset: the admin API does not exist (404). */
  readonly adminToken?: string | null;
  /** The casino's games by id: a free-spins reward is played in one (server/casino/catalogue `catalogueGames`). */
  readonly findGame: FindGame;
}

/** The idempotency key of an opt-in: the header or the body's (both: they must agree); missing is a typed 400. */
function keyOf(req: IncomingMessage, fromBody: string | undefined): string {
  const raw = req.headers[IDEMPOTENCY_HEADER];
  const fromHeader = Array.isArray(raw) ? raw[0] : raw;
  if (fromHeader !== undefined && fromBody !== undefined && fromHeader !== fromBody)
    throw new PromotionError('promotions.invalid_request', 'The Idempotency-Key header and the body idempotencyKey differ');
  const key = fromHeader ?? fromBody;
  if (!key)
    throw new PromotionError('promotions.idempotency_key_missing', 'An opt-in needs an Idempotency-Key header (or body idempotencyKey)');
  return parseInput(idempotencyKeySchema, key, 'Idempotency-Key');
}

/**
 * The public promotion calls: the list and one promotion (to guests too, with
 * the caller's eligibility), opting in and out (the signed-in player's own
 * only: the session names them, no user id is taken from the request), and,
 * with an operator token, the admin API.
 */
export function registerPromotionRoutes(router: Router, deps: PromotionRouteDeps): void {
  const { db, auth, now } = deps;
  const query = ({ url }: RequestContext): Record<string, string> => Object.fromEntries(url.searchParams);

  const readerFor = async (req: IncomingMessage, lang: string | undefined, at: number): Promise<Reader> => {
    const config = await readSiteConfig(db, { country: countryOf(req), lang });
    if (!config.ok) {
      deps.log.error(config.problem);
      throw new Error('The site configuration stored on the server is invalid');
    }
    const session = await authenticate(auth, req);
    const defaultLanguage = config.config.defaultLanguage;
    return { lang: lang ?? defaultLanguage, defaultLanguage, now: at, standing: session ? await standingOf(db, session.userId, at) : null };
  };

  const promotionFor = async (reader: Reader, slug: string): Promise<Promotion> => {
    const row = await readPromotionRow(db, slug, reader.lang, reader.defaultLanguage);
    if (!row) throw new PromotionError('promotions.not_found', `No published promotion "${slug}"`);
    return promotionOf(row, reader);
  };

  router.get(
    PROMOTION_PATHS.list,
    handle(async (ctx) => {
      const { product, section, lang, page, mine, open } = parseInput(promotionListQuerySchema, query(ctx), 'Promotions query');
      const reader = await readerFor(ctx.req, lang, now());
      const filter = { product: product === 'all' ? null : product, section: section ?? null, page, mine, open };
      const { items, total } = await readPromotionPage(db, filter, reader);
      answer(ctx.res, promotionListAnswerSchema, { items, page, pageSize: PROMOTIONS_PAGE_SIZE, total });
    }),
    takesQuery(promotionListQuerySchema),
  );

  router.get(
    PROMOTION_PATHS.one,
    handle(async (ctx) => {
      const { slug, lang } = parseInput(promotionQuerySchema, query(ctx), 'Promotion query');
      answer(ctx.res, promotionSchema, await promotionFor(await readerFor(ctx.req, lang, now()), slug));
    }),
    takesQuery(promotionQuerySchema),
  );

  router.post(
    PROMOTION_PATHS.optIn,
    handle(async (ctx) => {
      const session = await requireSession(auth, ctx.req);
      const body = parseInput(promotionOptInBodySchema, await readJsonBody(ctx.req), 'Opt-in');
      const key = keyOf(ctx.req, body.idempotencyKey);
      const at = now();
      const { repeated } = await optIn(db, { userId: session.userId, slug: body.slug, key, at, findGame: deps.findGame });
      const lang = parseInput(promotionQuerySchema.shape.lang, ctx.url.searchParams.get('lang') ?? undefined, 'lang');
      answer(ctx.res, promotionOptAnswerSchema, { promotion: await promotionFor(await readerFor(ctx.req, lang, at), body.slug), repeated });
    }),
    takesBody(promotionOptInBodySchema),
  );

  router.post(
    PROMOTION_PATHS.optOut,
    handle(async (ctx) => {
      const session = await requireSession(auth, ctx.req);
      const body = parseInput(promotionOptOutBodySchema, await readJsonBody(ctx.req), 'Opt-out');
      const at = now();
      const { repeated } = await optOut(db, { userId: session.userId, slug: body.slug, at, findGame: deps.findGame });
      const lang = parseInput(promotionQuerySchema.shape.lang, ctx.url.searchParams.get('lang') ?? undefined, 'lang');
      answer(ctx.res, promotionOptAnswerSchema, { promotion: await promotionFor(await readerFor(ctx.req, lang, at), body.slug), repeated });
    }),
    takesBody(promotionOptOutBodySchema),
  );

  const token = operatorToken(deps.adminToken);
  if (token) registerPromotionAdminRoutes(router, { db, token, now, findGame: deps.findGame, log: deps.log });
}
