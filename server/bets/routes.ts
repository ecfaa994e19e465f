import { createHash } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { z } from 'zod';
import type { CouponConfig } from '../../src/core/coupon';
import type { CouponPayload } from '../../src/protocol/coupon';
import {
  BETS_PATHS,
  offersQuerySchema,
  couponAnswerSchema,
  couponQuerySchema,
  couponInfoRequestSchema,
  couponInfoSchema,
  historyAnswerSchema,
  historyCsvQuerySchema,
  historyQuerySchema,
  insureAnswerSchema,
  insureRequestSchema,
  offersAnswerSchema,
  placeAnswerSchema,
  placeRequestSchema,
  sellAnswerSchema,
  sellRequestSchema,
} from '../../src/protocol/schemas/bets';
import type { AuthContext } from '../auth/context';
import { AuthError, assertScriptPost } from '../auth/http';
import { requireSession, type CurrentSession } from '../auth/sessions';
import { readSiteConfig } from '../config/siteConfigStore';
import type { Db } from '../db/db';
import { BodyError, readJsonBody } from '../http/respond';
import { type Handler, type RequestContext, type Router, takesBody, takesQuery } from '../http/router';
import type { LiveService } from '../live';
import { insureCoupon, sellCoupon } from './cashout';
import { requireWorld, worldOf, type OfferSource } from './catalogue';
import { couponInfoOf, type PromoListing } from './couponInfo';
import { BetError, parseInput, sendBetError } from './errors';
import { commitPlacement, findPlacement, type CommitHooks, type StoredAnswer } from './placementCommit';
import { planPlacement, type PromoVoucher } from './placementPlan';
import { offerFor } from './pricing';
import { HISTORY_CSV_MAX_ROWS } from '../../src/protocol/constants/betHistory';
import { csvRow } from '../../src/core/shared/csv';
import { HISTORY_CSV_HEADER, historyCsvRow } from './historyCsv';
import { historyPage, historySports } from './historyQuery';
import { findAccount, loadCoupons, ms, type AccountRow } from './store';
import { couponViews, nameLang, type NameLang } from './views';
import { sendChecked } from '../http/validate';

export interface BetRoutesDeps {
  readonly db: Db;
  readonly auth: AuthContext;
  readonly live: LiveService | undefined;
  readonly now: () => number;
  readonly hooks: CommitHooks;
  /** Catalogues beside the live world (virtual sports) the quote and the placement consult. */
  readonly others: readonly OfferSource[];
}

/** What the auth checks refuse with, as bet errors of the same name. */
const FROM_AUTH = {
  unauthorized: 'unauthorized',
  csrf_rejected: 'csrf_rejected',
  unsupported_media_type: 'unsupported_media_type',
} as const;

/**
 * Typed refusals become their JSON error; a missing session is
 * `unauthorized`; anything else is the app's 500. Every POST must come from
 * the site's script with JSON (the auth area's CSRF check): these calls move
 * money on a cookie session.
 */
function handle(fn: (rc: RequestContext) => Promise<void>): Handler {
  return async (rc) => {
    try {
      if (rc.req.method === 'POST') assertScriptPost(rc.req);
      await fn(rc);
    } catch (error) {
      if (rc.res.headersSent) throw error;
      if (error instanceof BetError) return sendBetError(rc.res, error);
      if (error instanceof AuthError && error.code in FROM_AUTH) {
        return sendBetError(rc.res, new BetError(FROM_AUTH[error.code as keyof typeof FROM_AUTH], error.message));
      }
      if (error instanceof BodyError)
        return sendBetError(
          rc.res,
          new BetError('invalid_request', error.message, { fields: [{ field: '(body)', message: error.message }] }),
        );
      throw error;
    }
  };
}

/** Every answer goes through its schema: a server bug is a 500, never a malformed answer. */
function answer<S extends z.ZodType>(res: ServerResponse, schema: S, value: z.input<S>): void {
  sendChecked(res, schema, value, 'Bets');
}

function langOf(url: URL): NameLang {
  const lang = url.searchParams.get('lang');
  if (lang !== null && lang !== '' && !/^[a-z]{2}$/.test(lang)) {
    throw new BetError('invalid_request', `lang must be two lowercase letters; got "${lang}"`, {
      fields: [{ field: 'lang', message: 'two lowercase letters' }],
    });
  }
  return nameLang(lang);
}

function notBanned(session: CurrentSession): void {
  if (session.user.ban_level > 0) throw new BetError('player_banned', 'A banned player cannot bet');
}

/** Canonical JSON (sorted keys) of the payload: equal coupons hash equally whatever the key order. */
function payloadHash(payload: CouponPayload): string {
  const canonical = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(canonical);
    if (value && typeof value === 'object') {
      return Object.fromEntries(
        Object.keys(value)
          .sort()
          .map((k) => [k, canonical((value as Record<string, unknown>)[k])]),
      );
    }
    return value;
  };
  return createHash('sha256')
    .update(JSON.stringify(canonical(payload)))
    .digest('hex');
}

export function registerBetRoutes(router: Router, deps: BetRoutesDeps): void {
  const { db, auth, live, now } = deps;

  async function couponConfig(country: string, lang?: string): Promise<CouponConfig & { companyName: string }> {
    const read = await readSiteConfig(db, { country, lang });
    if (!read.ok) throw new Error(read.problem);
    return { couponTypes: read.config.couponTypes, bonusSettings: read.config.bonusSettings, companyName: read.config.companyName };
  }

  async function accountOf(userId: number, accountId: number | null): Promise<AccountRow> {
    const account = await findAccount(db, userId, accountId);
    if (!account)
      throw new BetError(
        'account_not_found',
        accountId === null ? 'You have no active account' : `Account ${accountId} is not one of yours`,
        { params: { accountId: accountId ?? 0 } },
      );
    return account;
  }

  async function promosOf(userId: number, account: AccountRow): Promise<(PromoListing & { id: number })[]> {
    const rows = await db.query<{ id: number; code: string; amount: number; expires_at: unknown }>(
      `SELECT id, code, amount, expires_at FROM bet_promo_code
        WHERE user_id = $1 AND currency_id = $2 AND used_by_coupon IS NULL AND (expires_at IS NULL OR expires_at > $3) ORDER BY id`,
      [userId, account.currencyId, new Date(now())],
    );
    return rows.map((r) => ({ id: r.id, code: r.code, amount: r.amount, expiresAt: r.expires_at === null ? null : ms(r.expires_at) }));
  }

  async function placedAnswer(
    stored: StoredAnswer,
    refId: string,
    repeated: boolean,
    lang: NameLang,
  ): Promise<z.input<typeof placeAnswerSchema>> {
    const coupons = await couponViews(db, stored.couponIds, worldOf(live), lang, now());
    return {
      status: 'accepted',
      refId,
      couponId: String(stored.couponIds[0]),
      coupons,
      singles: stored.singles,
      balance: stored.balance,
      repeated,
      coefChanges: stored.coefChanges,
    };
  }

  router.post(
    BETS_PATHS.couponInfo,
    handle(async ({ req, res, url }) => {
      langOf(url);
      const session = await requireSession(auth, req);
      const draft = parseInput(couponInfoRequestSchema, await readJsonBody(req), 'Coupon info request');
      const account = await accountOf(session.userId, draft.accountId);
      const config = await couponConfig(session.user.country_code);
      const promos = await promosOf(session.userId, account);
      answer(res, couponInfoSchema, couponInfoOf(draft, { world: worldOf(live), others: deps.others, account, config, promos }));
    }),
    takesBody(couponInfoRequestSchema),
  );

  router.post(
    BETS_PATHS.place,
    handle(async ({ req, res, url }) => {
      const lang = langOf(url);
      const session = await requireSession(auth, req);
      notBanned(session);
      const payload = parseInput(placeRequestSchema, await readJsonBody(req, 256 * 1024), 'Coupon payload');
      if (payload.userId !== null && payload.userId !== session.userId) {
        throw new BetError('invalid_request', 'userId is not the signed-in player', {
          fields: [{ field: 'userId', message: 'not the signed-in player' }],
        });
      }
      const hash = payloadHash(payload);
      const repeat = async (): Promise<boolean> => {
        const placed = await findPlacement(db, session.userId, payload.refId);
        if (!placed) return false;
        if (placed.payloadHash !== hash)
          throw new BetError('ref_id_conflict', `refId ${payload.refId} was used for another coupon`, { params: { refId: payload.refId } });
        answer(res, placeAnswerSchema, await placedAnswer(placed.answer, payload.refId, true, lang));
        return true;
      };
      if (await repeat()) return;
      try {
        const account = await accountOf(session.userId, payload.accountId);
        const world = requireWorld(live);
        const config = await couponConfig(session.user.country_code);
        const findPromo = async (code: string): Promise<PromoVoucher | null> =>
          (await promosOf(session.userId, account)).find((p) => p.code === code.trim().toUpperCase()) ?? null;
        const plan = await planPlacement(payload, { world, others: deps.others, account, userId: session.userId, config, findPromo });
        const result = await commitPlacement(
          db,
          { userId: session.userId, refId: payload.refId, payloadHash: hash, placedTypeId: payload.typeId, account, plan, now: now() },
          deps.hooks,
        );
        if (result.kind === 'repeat') {
          if (await repeat()) return;
          throw new Error(`placement ${payload.refId} vanished`);
        }
        answer(res, placeAnswerSchema, await placedAnswer(result.answer, payload.refId, false, lang));
      } catch (error) {
        // Another request with this refId (a retry, a second tab) may have placed it meanwhile: that is the answer.
        if (error instanceof BetError && (await repeat())) return;
        throw error;
      }
    }),
    takesBody(placeRequestSchema),
  );

  /** The query string as the schema reads it (lang is the names' language, not a filter). */
  const queryOf = (url: URL): Record<string, string> => Object.fromEntries([...url.searchParams].filter(([k]) => k !== 'lang'));

  router.get(
    BETS_PATHS.history,
    handle(async ({ req, res, url }) => {
      const lang = langOf(url);
      const session = await requireSession(auth, req);
      const query = parseInput(historyQuerySchema, queryOf(url), 'History query');
      // Another player's account is refused (404) like a missing one, not answered as an empty page.
      if (query.accountId !== undefined) await accountOf(session.userId, query.accountId);
      const found = await historyPage(db, session.userId, query, { limit: query.pageSize, offset: (query.page - 1) * query.pageSize });
      const items = await couponViews(db, found.ids, worldOf(live), lang, now());
      answer(res, historyAnswerSchema, {
        items,
        page: query.page,
        pageSize: query.pageSize,
        total: found.total,
        sports: await historySports(db, session.userId, lang),
      });
    }),
    takesQuery(historyQuerySchema),
  );

  router.get(
    BETS_PATHS.historyCsv,
    handle(async ({ req, res, url }) => {
      const lang = langOf(url);
      const session = await requireSession(auth, req);
      const query = parseInput(historyCsvQuerySchema, queryOf(url), 'History query');
      if (query.accountId !== undefined) await accountOf(session.userId, query.accountId);
      res.writeHead(200, {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': 'attachment; filename="bets.csv"',
        'cache-control': 'no-store',
        'x-content-type-options': 'nosniff',
      });
      res.write(csvRow(HISTORY_CSV_HEADER));
      // Every page of the filter, a few hundred coupons at a time, so the file never holds the whole list in memory.
      const batch = 200;
      for (let offset = 0; offset < HISTORY_CSV_MAX_ROWS; offset += batch) {
        const found = await historyPage(db, session.userId, query, { limit: Math.min(batch, HISTORY_CSV_MAX_ROWS - offset), offset });
        for (const coupon of await couponViews(db, found.ids, worldOf(live), lang, now())) res.write(historyCsvRow(coupon));
        if (found.ids.length < batch) break;
      }
      res.end();
    }),
    takesQuery(historyCsvQuerySchema),
  );

  router.get(
    BETS_PATHS.coupon,
    handle(async ({ req, res, url }) => {
      const session = await requireSession(auth, req);
      const query = parseInput(couponQuerySchema, Object.fromEntries(url.searchParams), 'Coupon query');
      const lang = nameLang(query.lang ?? null);
      const id = Number(query.id);
      // Someone else's coupon answers exactly like a missing one: ids are not secrets, coupons are.
      if ((await ownerOf(id)) !== session.userId)
        throw new BetError('coupon_not_found', `No coupon ${id} of yours`, { params: { couponId: String(id) } });
      const [coupon] = await couponViews(db, [id], worldOf(live), lang, now());
      if (!coupon) throw new BetError('coupon_not_found', `No coupon ${id} of yours`, { params: { couponId: String(id) } });
      const config = await couponConfig(session.user.country_code, query.lang);
      answer(res, couponAnswerSchema, {
        coupon,
        print: { companyName: config.companyName, login: session.user.login, userId: session.userId, printedAt: now() },
      });
    }),
    takesQuery(couponQuerySchema),
  );

  async function ownerOf(couponId: number): Promise<number | null> {
    const [row] = await db.query<{ user_id: number }>('SELECT user_id FROM bet_coupon WHERE id = $1', [couponId]);
    return row?.user_id ?? null;
  }

  router.get(
    BETS_PATHS.offers,
    handle(async ({ req, res, url }) => {
      const session = await requireSession(auth, req);
      // The answer carries no names, so lang is only checked.
      const query = parseInput(offersQuerySchema, Object.fromEntries(url.searchParams), 'Offers query');
      const ids = [...new Set(query.ids.map(Number))];
      const loaded = await loadCoupons(db, ids);
      for (const id of ids) {
        if (!loaded.some((c) => c.coupon.id === id && c.coupon.userId === session.userId)) {
          throw new BetError('coupon_not_found', `No coupon ${id} of yours`, { params: { couponId: String(id) } });
        }
      }
      const world = worldOf(live);
      const t = now();
      answer(res, offersAnswerSchema, {
        offers: ids.map((id) => loaded.find((c) => c.coupon.id === id)).flatMap((c) => (c ? [offerFor(c.coupon, c.legs, world, t)] : [])),
      });
    }),
    takesQuery(offersQuerySchema),
  );

  router.post(
    BETS_PATHS.sell,
    handle(async ({ req, res, url }) => {
      const lang = langOf(url);
      const session = await requireSession(auth, req);
      notBanned(session);
      const body = parseInput(sellRequestSchema, await readJsonBody(req), 'Sell request');
      const sold = await sellCoupon(db, {
        userId: session.userId,
        couponId: Number(body.couponId),
        minAmount: body.minAmount,
        world: worldOf(live),
        now: now(),
      });
      const [coupon] = await couponViews(db, [sold.couponId], worldOf(live), lang, now());
      answer(res, sellAnswerSchema, {
        couponId: body.couponId,
        amount: sold.amount,
        balance: sold.balance,
        coupon: coupon as NonNullable<typeof coupon>,
      });
    }),
    takesBody(sellRequestSchema),
  );

  router.post(
    BETS_PATHS.insure,
    handle(async ({ req, res, url }) => {
      const lang = langOf(url);
      const session = await requireSession(auth, req);
      notBanned(session);
      const body = parseInput(insureRequestSchema, await readJsonBody(req), 'Insure request');
      const insured = await insureCoupon(db, {
        userId: session.userId,
        couponId: Number(body.couponId),
        amount: body.amount,
        premiumPercent: body.premiumPercent,
        world: worldOf(live),
        now: now(),
      });
      const [coupon] = await couponViews(db, [insured.couponId], worldOf(live), lang, now());
      answer(res, insureAnswerSchema, { ...insured, couponId: body.couponId, coupon: coupon as NonNullable<typeof coupon> });
    }),
    takesBody(insureRequestSchema),
  );
}
