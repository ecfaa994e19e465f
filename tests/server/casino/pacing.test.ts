import { describe, expect, it } from 'vitest';
import { buildCatalogue } from '../../../server/casino/catalogue';
import { casinoErrorBodySchema, playAnswerSchema } from '../../../src/protocol/casino/play';
import { SLOT_SERVER_MIN_GAP_MS } from '../../../src/protocol/casino/slot';
import { casinoHarnessForFile, launch, newCasinoPlayer } from './harness';

const h = casinoHarnessForFile();
const games = [...buildCatalogue().byId.values()];
const slot = games.find((g) => g.engine === 'slot');
const keno = games.find((g) => g.engine === 'keno');
const spin = { lineBet: 10 };

/** Moves the owner's rounds back in time, as the clock moving on would. */
const age = (ms: number) => h.db.query(`UPDATE casino_round SET played_at = played_at - $1 * interval '1 millisecond'`, [ms]);

describe("the server keeps a slot's spins apart (UKGC RTS 14)", () => {
  it('refuses a spin sooner than the least gap after the last, says how long to wait, and plays it once the gap has passed', async () => {
    const p = await newCasinoPlayer(h, 100_000);
    const frame = await launch(h, p, String(slot?.id), false);
    const first = await frame.play(0, 'spin-1', spin);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const round = playAnswerSchema.parse(first.body).round;

    const soon = await frame.play(0, 'spin-2', spin);
    expect(soon.status).toBe(429);
    const refusal = casinoErrorBodySchema.parse(soon.body).error;
    expect(refusal.code).toBe('too_fast');
    expect(Number(refusal.params.retryAfterMs)).toBeGreaterThan(0);
    expect(Number(refusal.params.retryAfterMs)).toBeLessThanOrEqual(SLOT_SERVER_MIN_GAP_MS);
    // The refused spin moved no money: the balance is the first round's.
    const [held] = await h.db.query<{ money: number }>('SELECT money FROM account WHERE id = $1', [p.accountId]);
    expect(held?.money).toBe(round.balanceAfter);

    // A retry of the round already played is answered whenever it comes.
    const again = await frame.play(0, 'spin-1', spin);
    expect(again.status).toBe(200);
    expect(playAnswerSchema.parse(again.body).round.id).toBe(round.id);

    await age(SLOT_SERVER_MIN_GAP_MS);
    expect((await frame.play(0, 'spin-2', spin)).status).toBe(200);
  });

  it('paces demo spins too, and leaves games without a least gap (keno) unpaced', async () => {
    const demo = await launch(h, null, String(slot?.id), true);
    expect((await demo.play(0, 'demo-1', spin)).status).toBe(200);
    expect((await demo.play(0, 'demo-2', spin)).status).toBe(429);

    const p = await newCasinoPlayer(h, 100_000);
    const frame = await launch(h, p, String(keno?.id), false);
    for (const key of ['keno-1', 'keno-2', 'keno-3'])
      expect((await frame.play(0, key, { picks: [1, 2, 3], stake: keno?.minBet ?? 10 })).status).toBe(200);
  });
});
