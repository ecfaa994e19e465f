import { describe, expect, it } from 'vitest';
import { msToReach } from '../../../../src/core/casino/crash';
import { sharedPath, sharedStateAnswerSchema } from '../../../../src/protocol/casino/shared';
import { CASINO_ROUND_REF, sharedBetRefId } from '../../../../src/protocol/casino/roundRef';
import { clientRef, moneyOf, newPlayer, nextRoundWith, playRound, post, sharedHarnessForFile } from './harness';

const h = sharedHarnessForFile();

async function ledgerOfBet(betId: number): Promise<{ kind: string; amount: number }[]> {
  return h.db.query(
    `SELECT m.kind, e.amount FROM ledger_movement m JOIN ledger_entry e ON e.movement_id = m.id
       JOIN ledger_account la ON la.id = e.ledger_account_id AND la.kind = 'player'
      WHERE m.ref_type = $1 AND m.ref_id = $2 ORDER BY m.id`,
    [CASINO_ROUND_REF, sharedBetRefId(betId)],
  );
}

async function bet(player: Awaited<ReturnType<typeof newPlayer>>, stake: number, autoCashOut: number | null = null) {
  const placed = await post(player, 'crash', 'bet', { clientRef: clientRef(), placement: { stake, autoCashOut } });
  expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  return (placed.body.bet as { betId: number }).betId;
}

async function takeOff(): Promise<number> {
  const round = await h.tables.roundOf('crash');
  await h.advance((round?.bettingEndsAt ?? 0) - h.tables.now());
  return (await h.tables.roundOf('crash'))?.startedAt as number;
}

describe('crash', () => {
  it('pays stake x multiplier for a cash-out before the crash, as one debit and one credit', async () => {
    const p = await newPlayer(h, 100_000);
    await nextRoundWith(h, { engine: 'crash', crashPoint: 250 });
    const betId = await bet(p, 10_000);
    expect(await moneyOf(h.db, p.accountId)).toBe(90_000);
    await takeOff();
    // 1.5x is reached 6,758 ms into the flight.
    await h.advance(msToReach(150));
    const taken = await post(p, 'crash', 'cash-out', { betId });
    expect(taken.status).toBe(200);
    expect(taken.body.bet).toMatchObject({ status: 'won', cashedOutAt: 150, win: 15_000 });
    expect(taken.body.balance).toBe(105_000);
    expect(await ledgerOfBet(betId)).toEqual([
      { kind: 'casino_round_debit', amount: -10_000 },
      { kind: 'casino_round_credit', amount: 15_000 },
    ]);
    // Cashed out once: a second request moves nothing.
    expect((await post(p, 'crash', 'cash-out', { betId })).error?.code).toBe('not_cashable');
  });

  it('refuses a cash-out once the multiplier reached the crash point, even before the tick ended the round', async () => {
    const p = await newPlayer(h, 100_000);
    await nextRoundWith(h, { engine: 'crash', crashPoint: 120 });
    const betId = await bet(p, 5_000);
    await takeOff();
    h.clock.advance(msToReach(120));
    const late = await post(p, 'crash', 'cash-out', { betId });
    expect(late.error).toMatchObject({ status: 409, code: 'crashed', params: { crashPoint: 120 } });
    await h.tables.tick();
    const [row] = await h.db.query<{ status: string }>('SELECT status FROM casino_shared_bet WHERE id = $1', [betId]);
    expect(row?.status).toBe('lost');
    expect(await moneyOf(h.db, p.accountId)).toBe(95_000);
  });

  it('fills an auto cash-out at its target when the flight passes it, and loses a target above the crash point', async () => {
    const a = await newPlayer(h, 100_000);
    const b = await newPlayer(h, 100_000);
    await nextRoundWith(h, { engine: 'crash', crashPoint: 300 });
    const won = await bet(a, 2_000, 200);
    const lost = await bet(b, 2_000, 301);
    await takeOff();
    await h.advance(msToReach(200));
    expect(await moneyOf(h.db, a.accountId)).toBe(102_000);
    await h.advance(msToReach(300));
    const state = sharedStateAnswerSchema.parse((await b.get(sharedPath('crash', 'state'))).body);
    expect(await moneyOf(h.db, b.accountId)).toBe(98_000);
    expect(await ledgerOfBet(won)).toHaveLength(2);
    expect(await ledgerOfBet(lost)).toHaveLength(1);
    expect(state.round.roundId).toBeGreaterThan(0);
  });

  it('loses every bet of a round that crashes at 1.00x, auto targets included', async () => {
    const p = await newPlayer(h, 100_000);
    await nextRoundWith(h, { engine: 'crash', crashPoint: 100 });
    const betId = await bet(p, 1_000, 101);
    await takeOff();
    expect((await post(p, 'crash', 'cash-out', { betId })).error?.code).toBe('crashed');
    await h.advance(1);
    expect(await moneyOf(h.db, p.accountId)).toBe(99_000);
  });

  it("does not let a player cash out another player's bet, nor bet twice in a round, nor bet after the window", async () => {
    const owner = await newPlayer(h, 100_000);
    const thief = await newPlayer(h, 100_000);
    await nextRoundWith(h, { engine: 'crash', crashPoint: 500 });
    const betId = await bet(owner, 1_000);
    const again = await post(owner, 'crash', 'bet', { clientRef: clientRef(), placement: { stake: 1_000, autoCashOut: null } });
    expect(again.error?.code).toBe('already_bet');
    await takeOff();
    await h.advance(1_000);
    expect((await post(thief, 'crash', 'cash-out', { betId })).error).toMatchObject({ status: 404, code: 'bet_not_found' });
    const late = await post(thief, 'crash', 'bet', { clientRef: clientRef(), placement: { stake: 1_000, autoCashOut: null } });
    expect(late.error).toMatchObject({ status: 409, code: 'betting_closed' });
    expect(await moneyOf(h.db, thief.accountId)).toBe(100_000);
  });

  it('answers a repeated clientRef with the first bet and debits once; refuses a bad stake or a roulette placement', async () => {
    const p = await newPlayer(h, 100_000);
    await nextRoundWith(h, { engine: 'crash', crashPoint: 200 });
    const body = { clientRef: clientRef(), placement: { stake: 3_000, autoCashOut: 150 } };
    const first = await post(p, 'crash', 'bet', body);
    const second = await post(p, 'crash', 'bet', body);
    expect(second.body).toMatchObject({ repeated: true, bet: first.body.bet });
    expect(await moneyOf(h.db, p.accountId)).toBe(97_000);
    expect((await post(p, 'crash', 'bet', { ...body, placement: { stake: 4_000, autoCashOut: 150 } })).error?.code).toBe(
      'client_ref_conflict',
    );
    const tiny = await post(p, 'crash', 'bet', { clientRef: clientRef(), placement: { stake: 1, autoCashOut: null } });
    expect(tiny.error).toMatchObject({ status: 400, code: 'stake_out_of_bounds' });
    const wrong = await post(p, 'crash', 'bet', { clientRef: clientRef(), placement: { chips: [{ bet: { kind: 'red' }, stake: 100 }] } });
    expect(wrong.error).toMatchObject({ status: 400, code: 'invalid_bet' });
    const poor = await newPlayer(h, 500);
    expect((await post(poor, 'crash', 'bet', { clientRef: clientRef(), placement: { stake: 1_000, autoCashOut: null } })).error?.code).toBe(
      'insufficient_balance',
    );
    // A repeat after the round is over (its first answer lost) still answers the first bet.
    await playRound(h, 'crash');
    expect((await post(p, 'crash', 'bet', body)).body).toMatchObject({
      repeated: true,
      bet: { betId: (first.body.bet as { betId: number }).betId },
    });
  });

  it('voids a round a restart interrupted in flight: open bets refunded, a cash-out made before stays paid', async () => {
    const a = await newPlayer(h, 100_000);
    const b = await newPlayer(h, 100_000);
    await nextRoundWith(h, { engine: 'crash', crashPoint: 1_000 });
    const cashed = await bet(a, 4_000);
    const open = await bet(b, 4_000);
    await takeOff();
    await h.advance(msToReach(200));
    expect((await post(a, 'crash', 'cash-out', { betId: cashed })).status).toBe(200);
    await h.restart({ downMs: 5_000 });
    expect(await moneyOf(h.db, a.accountId)).toBe(104_000);
    expect(await moneyOf(h.db, b.accountId)).toBe(100_000);
    expect(await ledgerOfBet(open)).toEqual([
      { kind: 'casino_round_debit', amount: -4_000 },
      { kind: 'casino_round_credit', amount: 4_000 },
    ]);
    const history = (await b.get(sharedPath('crash', 'history'))).body as { rounds: { voided: boolean }[]; myBets: { status: string }[] };
    expect(history.rounds[0]?.voided).toBe(true);
    expect(history.myBets.map((x) => x.status)).toContain('refunded');
  });
});
