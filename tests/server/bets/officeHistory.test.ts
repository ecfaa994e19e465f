import { describe, expect, it } from 'vitest';
import { BETS_PATHS, betErrorBodySchema, historyAnswerSchema, type HistoryAnswer } from '../../../src/protocol/schemas/bets';
import { Browser } from '../auth/helpers';
import { betOf, betsHarnessForFile, finishGame, newPlayer, payload, picker, place, type Pick, type Player } from './harness';

const h = betsHarnessForFile();
const pick = picker(h);
const DAY = 86_400_000;

async function page(player: Player, query: string): Promise<HistoryAnswer> {
  const reply = await player.get(`${BETS_PATHS.history}?${query}`);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return historyAnswerSchema.parse(reply.body);
}

async function refusedWith(player: Player, path: string, status: number, code: string): Promise<void> {
  const reply = await player.get(path);
  expect(reply.status, `${path}: ${JSON.stringify(reply.body)}`).toBe(status);
  expect(betErrorBodySchema.parse(reply.body).error.code).toBe(code);
}

const idsOf = (a: HistoryAnswer): string[] => a.items.map((c) => c.id);

/**
 * One player's history over three days: a won single (football), a lost
 * single (another sport), an open system 2/3, a day apart each.
 */
async function history() {
  const player = await newPlayer(h, 1_000_000);
  const [won] = pick(1, { sportId: 1, outcomeTypeId: 1 }) as [Pick];
  const wonId = (await place(player, payload([betOf(won)], { amount: 1_000 }))).couponId;
  const dayOne = h.clock.now();
  h.clock.advance(DAY);
  const world = h.live.runtime?.world;
  const otherSport = [...(world?.games.values() ?? [])].find((g) => g.status === 1 && g.sportId !== 1)?.sportId;
  if (otherSport === undefined) throw new Error('no second sport in the demo world');
  const [lost] = pick(1, { sportId: otherSport, outcomeTypeId: 1 }) as [Pick];
  const lostId = (await place(player, payload([betOf(lost)], { amount: 1_000 }))).couponId;
  h.clock.advance(DAY);
  const system = pick(3, { sportId: 1 });
  const systemId = (
    await place(
      player,
      payload(
        system.map((p) => betOf(p)),
        { typeId: 2, systemValue: 2, amount: 3_000 },
      ),
    )
  ).couponId;
  await finishGame(h, won.game.id, [[2, 0]]);
  await finishGame(h, lost.game.id, [[0, 2]]);
  return { player, wonId, lostId, systemId, dayOne, otherSport };
}

describe('office bets history: filters', () => {
  it('filters by outcome, sport, coupon type, live or line, dates and account, newest first, and names the sports bet on', async () => {
    const { player, wonId, lostId, systemId, dayOne, otherSport } = await history();

    const all = await page(player, '');
    expect(idsOf(all)).toEqual([systemId, lostId, wonId]);
    expect(all.sports?.map((s) => s.id).sort()).toEqual([1, otherSport].sort());

    expect(idsOf(await page(player, 'status=won'))).toEqual([wonId]);
    expect(idsOf(await page(player, 'status=lost'))).toEqual([lostId]);
    expect(idsOf(await page(player, 'status=open'))).toEqual([systemId]);
    expect(idsOf(await page(player, 'status=settled'))).toEqual([lostId, wonId]);
    expect(idsOf(await page(player, 'status=returned'))).toEqual([]);
    expect(idsOf(await page(player, 'status=sold'))).toEqual([]);

    expect(idsOf(await page(player, 'sportId=1'))).toEqual([systemId, wonId]);
    expect(idsOf(await page(player, `sportId=${otherSport}`))).toEqual([lostId]);
    expect(idsOf(await page(player, 'typeId=2'))).toEqual([systemId]);
    expect(idsOf(await page(player, 'typeId=0&status=won'))).toEqual([wonId]);
    expect(idsOf(await page(player, 'mode=line'))).toEqual([systemId, lostId, wonId]);
    expect(idsOf(await page(player, 'mode=live'))).toEqual([]);

    // from is inclusive, to exclusive: the second day alone is the lost single.
    const secondDay = `from=${dayOne + DAY}&to=${dayOne + 2 * DAY}`;
    expect(idsOf(await page(player, secondDay))).toEqual([lostId]);
    expect(idsOf(await page(player, `from=${dayOne + 1}`))).toEqual([systemId, lostId]);
    expect(idsOf(await page(player, `to=${dayOne + 1}`))).toEqual([wonId]);

    const [account] = await h.db.query<{ id: number }>('SELECT account_id AS id FROM bet_coupon WHERE id = $1', [Number(wonId)]);
    const own = await page(player, `accountId=${account?.id}&status=all`);
    expect(own.total).toBe(3);
  });

  it("refuses another player's account (404) for the page and the CSV, not an empty list", async () => {
    const player = await newPlayer(h, 10_000);
    const other = await newPlayer(h, 10_000);
    await refusedWith(player, `${BETS_PATHS.history}?accountId=${other.accountId}`, 404, 'account_not_found');
    await refusedWith(player, `${BETS_PATHS.historyCsv}?accountId=${other.accountId}`, 404, 'account_not_found');
  });

  it("never shows another player's coupons, and another player's coupon number answers not found", async () => {
    const player = await newPlayer(h, 100_000);
    const wonId = (await place(player, payload([betOf(pick(1)[0] as Pick)], { amount: 1_000 }))).couponId;
    const other = await newPlayer(h, 10_000);
    expect((await page(other, '')).items).toEqual([]);
    expect((await page(other, '')).sports).toEqual([]);
    await refusedWith(other, `${BETS_PATHS.coupon}?id=${wonId}`, 404, 'coupon_not_found');
    expect((await player.get(`${BETS_PATHS.coupon}?id=${wonId}`)).status).toBe(200);
  });
});

describe('office bets history: bounds', () => {
  it('refuses bad filters and paging with a typed 400 naming the field', async () => {
    const player = await newPlayer(h, 10_000);
    for (const query of [
      'page=0',
      'page=abc',
      'page=2147483648',
      'pageSize=0',
      'pageSize=51',
      'status=bogus',
      'typeId=10',
      'typeId=-1',
      'mode=both',
      'sportId=-3',
      'sportId=2147483648',
      'accountId=1.5',
      'from=-1',
      'to=253402300800000',
      'from=2000&to=1000',
      'from=1000&to=1000',
    ]) {
      await refusedWith(player, `${BETS_PATHS.history}?${query}`, 400, 'invalid_request');
    }
    await refusedWith(player, `${BETS_PATHS.historyCsv}?from=2000&to=1000`, 400, 'invalid_request');
    const biggest = await page(player, 'page=2147483647&pageSize=50');
    expect(biggest).toMatchObject({ items: [], page: 2147483647, pageSize: 50, total: 0 });
  });

  it('pages the filtered list: total counts the filter, the last page holds the rest', async () => {
    const player = await newPlayer(h, 1_000_000);
    const ids: string[] = [];
    for (const leg of pick(5)) ids.push((await place(player, payload([betOf(leg)], { amount: 1_000 }))).couponId);
    const first = await page(player, 'typeId=0&pageSize=2');
    expect(first).toMatchObject({ total: 5, page: 1, pageSize: 2 });
    expect(idsOf(first)).toEqual([ids[4], ids[3]]);
    expect(idsOf(await page(player, 'typeId=0&pageSize=2&page=3'))).toEqual([ids[0]]);
    expect(idsOf(await page(player, 'typeId=0&pageSize=2&page=4'))).toEqual([]);
  });
});

describe('office bets history: CSV', () => {
  it('exports every coupon of the filter (all pages) as CSV, newest first, to the signed-in player only', async () => {
    const player = await newPlayer(h, 1_000_000);
    const [won, lost, ...system] = pick(5);
    const wonId = (await place(player, payload([betOf(won as Pick)], { amount: 1_000 }))).couponId;
    const lostId = (await place(player, payload([betOf(lost as Pick)], { amount: 1_000 }))).couponId;
    const systemId = (
      await place(
        player,
        payload(
          system.map((p) => betOf(p)),
          { typeId: 2, systemValue: 2, amount: 3_000 },
        ),
      )
    ).couponId;
    await finishGame(h, (won as Pick).game.id, [[2, 0]]);
    await finishGame(h, (lost as Pick).game.id, [[0, 2]]);
    const reply = await player.browser.get(`${BETS_PATHS.historyCsv}?status=all`);
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(reply.headers.get('content-disposition')).toContain('attachment');
    const rows = reply.text.split('\r\n').filter((r) => r !== '');
    expect(rows[0]).toBe('"coupon","placed","type","system","status","account","currency","stake","coefficient","return","settled","legs"');
    expect(rows.slice(1).map((r) => r.split(',')[0])).toEqual([`"${systemId}"`, `"${lostId}"`, `"${wonId}"`]);
    expect(rows[1]).toContain('"system","2","open"');
    expect(rows[3]).toContain('"won"');

    const onlyWon = await player.browser.get(`${BETS_PATHS.historyCsv}?status=won`);
    expect(onlyWon.text.split('\r\n').filter((r) => r !== '')).toHaveLength(2);

    const guest = await new Browser(h.url).get(BETS_PATHS.historyCsv);
    expect(guest.status).toBe(401);
  });
});
