import { describe, expect, it } from 'vitest';
import { ADMIN_WALLET_PATHS, WALLET_PATHS, historyAnswerSchema, type HistoryItem } from '../../../src/protocol/schemas/wallet';
import { csvCell } from '../../../server/wallet/csv';
import { openAccount } from '../helpers';
import { betOf, newPlayer, payload, picker, place, type Player } from '../bets/harness';
import { admin, deposit, newKey, refusalOf, walletHarnessForFile, withdraw } from './harness';

const h = walletHarnessForFile();
const pick = picker(h);

async function history(player: Player, query = ''): Promise<{ items: HistoryItem[]; nextCursor: string | null }> {
  const reply = await player.get(`${WALLET_PATHS.history}${query ? `?${query}` : ''}`);
  if (reply.status !== 200) throw new Error(JSON.stringify(reply.body));
  return historyAnswerSchema.parse(reply.body);
}

/** A line of fully quoted CSV cells, as a spreadsheet reads it. */
function parseCsvLine(line: string): string[] {
  const cells: string[] = [];
  const re = /"((?:[^"]|"")*)"(?:,|$)/g;
  for (let m = re.exec(line); m; m = re.exec(line)) cells.push((m[1] ?? '').replace(/""/g, '"'));
  return cells;
}

describe('the transaction history', () => {
  it('lists every movement of the player with the balance after it, newest first, filtered and paged on the server', async () => {
    const player = await newPlayer(h, 0);
    const start = h.clock.now();
    await deposit(h, player, 100_000);
    h.clock.advance(60_000);
    await place(player, payload([betOf(pick(1)[0] as never)], { amount: 30_000 }));
    h.clock.advance(60_000);
    await admin(
      h,
      ADMIN_WALLET_PATHS.corrections,
      { accountId: player.accountId, amount: 70_000, reason: 'goodwill' },
      { headers: { 'idempotency-key': newKey() } },
    );
    expect((await withdraw(player, player.accountId, 70_000)).status).toBe(200);
    const bonus = await openAccount(h.db, player.userId, 4, 'RUB', 5_000);

    const all = await history(player);
    expect(all.items.map((i) => [i.kind, i.amount, i.balanceAfter])).toEqual([
      ['manual_correction', 5_000, 5_000],
      ['withdrawal_request', -70_000, 70_000],
      ['manual_correction', 70_000, 140_000],
      ['bet_stake', -30_000, 70_000],
      ['deposit', 100_000, 100_000],
    ]);
    expect(all.items[3]?.reference).toMatchObject({ type: 'coupon' });
    expect(all.items[4]?.reference?.type).toBe('intent');

    expect((await history(player, 'kind=deposit,bet_stake')).items.map((i) => i.kind)).toEqual(['bet_stake', 'deposit']);
    expect((await history(player, `accountId=${bonus}`)).items.map((i) => i.accountId)).toEqual([bonus]);
    expect((await history(player, `from=${start + 30_000}&to=${start + 90_000}`)).items.map((i) => i.kind)).toEqual(['bet_stake']);

    const first = await history(player, 'limit=3');
    expect(first.items).toHaveLength(3);
    const second = await history(player, `limit=3&cursor=${first.nextCursor}`);
    expect(second.items.map((i) => i.kind)).toEqual(['bet_stake', 'deposit']);
    expect(second.nextCursor).toBeNull();

    const other = await newPlayer(h, 0);
    expect((await history(other)).items).toEqual([]);
    expect(refusalOf(await player.get(`${WALLET_PATHS.history}?kind=robbery`)).code).toBe('wallet.invalid_request');
    expect(refusalOf(await player.get(`${WALLET_PATHS.history}?from=10&to=5`)).code).toBe('wallet.invalid_request');
    expect(refusalOf(await player.get(`${WALLET_PATHS.history}?limit=1000`)).code).toBe('wallet.invalid_request');
  });

  it('exports the same rows as CSV whose cells cannot run as formulas', async () => {
    const player = await newPlayer(h, 0);
    for (const reason of ['=HYPERLINK("http://evil","x")', '+1+2', '-3', '@SUM(A1)', 'plain, "quoted"']) {
      const reply = await admin(
        h,
        ADMIN_WALLET_PATHS.corrections,
        { accountId: player.accountId, amount: 1_000, reason },
        { headers: { 'idempotency-key': newKey() } },
      );
      expect(reply.status).toBe(200);
    }
    const res = await fetch(new URL(`${WALLET_PATHS.historyCsv}?kind=manual_correction`, h.url), {
      headers: { cookie: [...player.browser.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    expect(res.headers.get('content-type')).toMatch(/text\/csv/);
    expect(res.headers.get('content-disposition')).toMatch(/attachment/);
    const lines = (await res.text()).trim().split('\r\n');
    expect(lines[0]).toBe('"date","movement","kind","account","currency","credit","debit","balance","reference","memo"');
    expect(lines).toHaveLength(6);
    const rows = lines.slice(1).map(parseCsvLine);
    expect(rows.map((r) => r[9])).toEqual(['plain, "quoted"', "'@SUM(A1)", "'-3", "'+1+2", `'=HYPERLINK("http://evil","x")`]);
    // No cell of any row begins with a formula character.
    for (const row of rows) for (const cell of row) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
    expect(rows[0]?.slice(5, 8)).toEqual(['10.00', '', '50.00']);
    expect(csvCell('\rcarriage')).toBe(`"'\rcarriage"`);
    expect(csvCell('\tTabbed')).toBe(`"'\tTabbed"`);
    expect((await fetch(new URL(WALLET_PATHS.historyCsv, h.url))).status).toBe(401);
  });
});
