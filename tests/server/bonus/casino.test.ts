import { describe, expect, it } from 'vitest';
import { buildCatalogue } from '../../../server/casino/catalogue';
import { playAnswerSchema } from '../../../src/protocol/casino/play';
import { expectLedgerBalanced, openAccount } from '../helpers';
import { balanceOf } from '../bets/harness';
import { casinoHarnessForFile, launch, newCasinoPlayer } from '../casino/harness';

const h = casinoHarnessForFile();
const games = [...buildCatalogue().byId.values()];
const slot = games.find((g) => g.engine === 'slot');
const scratch = games.find((g) => g.engine === 'scratch');

/** A casino-bonus player: the bonus account active (the casino plays from the active account), `requirement` to wager. */
async function casinoBonusPlayer(requirement: number) {
  const p = await newCasinoPlayer(h, 100_000);
  await h.db.query('UPDATE account SET is_active = false WHERE user_id = $1', [p.userId]);
  const bonusAccountId = await openAccount(h.db, p.userId, 4, 'RUB', 50_000, true);
  const [funded] = await h.db.query<{ id: number }>(
    `SELECT max(movement_id) AS id FROM ledger_entry e JOIN ledger_account la ON la.id = e.ledger_account_id
      WHERE la.player_account_id = $1`,
    [bonusAccountId],
  );
  const [bonus] = await h.db.query<{ id: number }>(
    `INSERT INTO bonus_wagering (user_id, account_id, movement_id, source, product, amount, requirement, deadline, max_conversion,
       created_at)
     VALUES ($1, $2, $3, 'first_deposit', 'casino', 50000, $4, now() + interval '30 days', 20000, now()) RETURNING id`,
    [p.userId, bonusAccountId, funded?.id, requirement],
  );
  return { ...p, bonusAccountId, bonusId: bonus?.id as number };
}

const wageredOf = async (id: number) =>
  (await h.db.query<{ wagered: number; status: string }>('SELECT wagered, status FROM bonus_wagering WHERE id = $1', [id]))[0];

describe('a casino bonus', () => {
  it('counts slot rounds from the bonus account and no other game; met, it converts at most the cap to main', async () => {
    const p = await casinoBonusPlayer(1_000_000);
    const scratchFrame = await launch(h, p, String(scratch?.id), false);
    expect((await scratchFrame.play(500, 'scratch-1')).status).toBe(200);
    expect(await wageredOf(p.bonusId)).toMatchObject({ wagered: 0, status: 'active' });

    const frame = await launch(h, p, String(slot?.id), false);
    const spin = await frame.play(0, 'spin-1', { lineBet: 10 });
    expect(spin.status, JSON.stringify(spin.body)).toBe(200);
    const { round } = playAnswerSchema.parse(spin.body);
    expect(await wageredOf(p.bonusId)).toMatchObject({ wagered: round.stake, status: 'active' });

    // The next slot round meets it: the bonus account converts, 20,000 at most, the rest back to promotions.
    await h.db.query('UPDATE bonus_wagering SET requirement = $2 WHERE id = $1', [p.bonusId, round.stake + 1]);
    await h.db.query(`UPDATE casino_round SET played_at = played_at - interval '1 minute'`);
    const mainBefore = await balanceOf(h.db, p.accountId);
    expect((await frame.play(0, 'spin-2', { lineBet: 10 })).status).toBe(200);
    expect(await wageredOf(p.bonusId)).toMatchObject({ wagered: round.stake + 1, status: 'completed' });
    expect(await balanceOf(h.db, p.bonusAccountId)).toBe(0);
    expect(await balanceOf(h.db, p.accountId)).toBe(mainBefore + 20_000);
    await expectLedgerBalanced(h.db);
  });
});
