import type { IncomingMessage } from 'node:http';
import { z } from 'zod';
import {
  TOTO_PATHS,
  totoBuyAnswerSchema,
  totoBuyRequestSchema,
  totoCouponsAnswerSchema,
  totoDrawsAnswerSchema,
  totoNomineesAnswerSchema,
  totoSectionAnswerSchema,
  totoSectionId,
} from '../../src/protocol/toto';
import type { AuthContext } from '../auth/context';
import { authenticate } from '../auth/sessions';
import type { TotoSectionConfig } from '../config/toto';
import { readJsonBody } from '../http/respond';
import { takesBody, takesQuery, type Router } from '../http/router';
import { SCRIPT_CALL } from '../http/scriptCall';
import { sendChecked } from '../http/validate';
import { buyCoupon } from './buy';
import { couponsOf, pickCounts } from './coupons';
import { drawById, drawView, pastDraws, pendingJackpot, unsettledDraws, type NamesLang } from './draws';
import { TotoError, TOTO_REFUSALS } from './errors';
import type { TotoService } from './service';

const lang = z
  .string()
  .regex(/^[a-z]{2}$/)
  .optional();
const sectionQuerySchema = z.object({ section: totoSectionId, lang });
const nomineesQuerySchema = z.object({ drawId: z.coerce.number().int().positive().max(2_147_483_647), lang });
/** Past draws and coupons shown: the latest few. */
const DRAWS_SHOWN = 10;
const COUPONS_SHOWN = 30;

const { handle, parse } = TOTO_REFUSALS;

/** The catalogue names games in English and Russian; other languages read the English names. */
const namesLang = (value: string | undefined): NamesLang => (value === 'ru' ? 'ru' : 'en');

async function playerOf(auth: AuthContext, req: IncomingMessage): Promise<{ userId: number; banned: boolean } | null> {
  const session = await authenticate(auth, req);
  return session ? { userId: session.userId, banned: session.user.ban_level > 0 } : null;
}

const sectionInfo = (s: TotoSectionConfig) => ({
  id: s.id,
  currency: s.currency,
  games: s.games,
  stakePerCombination: s.stakePerCombination,
  maxCombinations: s.maxCombinations,
  marginPct: s.marginPct,
  sharesPct: [...s.sharesPct],
  voidLimit: s.voidLimit,
});

/** GET section, draws and nominees (public), coupons (the caller's), POST buy (signed in). */
export function registerTotoRoutes(router: Router, toto: TotoService, auth: AuthContext): void {
  const sectionOf = (id: string): TotoSectionConfig => {
    const section = toto.section(id);
    if (!section) throw new TotoError('section_not_found', `No toto section ${id}`);
    return section;
  };

  router.get(
    TOTO_PATHS.section,
    handle(async ({ res, url }) => {
      const query = parse(sectionQuerySchema, Object.fromEntries(url.searchParams));
      const section = sectionOf(query.section);
      // Reading the section opens its draw when none is open: a draw exists only once someone looks.
      await toto.refresh(section, true);
      const draws = await unsettledDraws(toto.db, section.id);
      const open = draws.find((d) => d.status === 'open');
      const inPlay = draws.find((d) => d.status === 'closed');
      const names = namesLang(query.lang);
      sendChecked(
        res,
        totoSectionAnswerSchema,
        {
          section: sectionInfo(section),
          open: open ? drawView(open, names) : null,
          inPlay: inPlay ? drawView(inPlay, names) : null,
          jackpot: await pendingJackpot(toto.db, section.id),
          serverNow: toto.now(),
        },
        'Toto',
      );
    }),
    takesQuery(sectionQuerySchema),
  );

  router.get(
    TOTO_PATHS.draws,
    handle(async ({ res, url }) => {
      const query = parse(sectionQuerySchema, Object.fromEntries(url.searchParams));
      const section = sectionOf(query.section);
      await toto.refresh(section, false);
      const draws = await pastDraws(toto.db, section.id, DRAWS_SHOWN);
      sendChecked(res, totoDrawsAnswerSchema, { draws: draws.map((d) => drawView(d, namesLang(query.lang))) }, 'Toto');
    }),
    takesQuery(sectionQuerySchema),
  );

  router.get(
    TOTO_PATHS.nominees,
    handle(async ({ res, url }) => {
      const query = parse(nomineesQuerySchema, Object.fromEntries(url.searchParams));
      const draw = await drawById(toto.db, query.drawId);
      if (!draw) throw new TotoError('draw_not_found', `No toto draw ${query.drawId}`);
      const view = drawView(draw, namesLang(query.lang));
      const counts = await pickCounts(toto.db, draw.id, draw.games.length);
      const nominees = view.games.map((game, i) => ({ game, picks: counts[i] ?? ([0, 0, 0] as [number, number, number]) }));
      sendChecked(res, totoNomineesAnswerSchema, { draw: view, nominees }, 'Toto');
    }),
    takesQuery(nomineesQuerySchema),
  );

  router.get(
    TOTO_PATHS.coupons,
    handle(async ({ req, res, url }) => {
      const query = parse(sectionQuerySchema, Object.fromEntries(url.searchParams));
      const section = sectionOf(query.section);
      const player = await playerOf(auth, req);
      if (!player) throw new TotoError('unauthorized', 'Sign in to see your toto coupons');
      await toto.refresh(section, false);
      sendChecked(res, totoCouponsAnswerSchema, { coupons: await couponsOf(toto.db, player.userId, section.id, COUPONS_SHOWN) }, 'Toto');
    }),
    takesQuery(sectionQuerySchema),
  );

  router.post(
    TOTO_PATHS.buy,
    handle(async ({ req, res }) => {
      const player = await playerOf(auth, req);
      if (!player) throw new TotoError('unauthorized', 'Sign in to buy a toto coupon');
      if (player.banned) throw new TotoError('player_banned', 'A banned player cannot play');
      const request = parse(totoBuyRequestSchema, await readJsonBody(req));
      const bought = await buyCoupon(toto.db, { section: sectionOf(request.section), userId: player.userId, request, now: toto.now() });
      sendChecked(res, totoBuyAnswerSchema, bought, 'Toto');
    }),
    takesBody(totoBuyRequestSchema, SCRIPT_CALL),
  );
}
