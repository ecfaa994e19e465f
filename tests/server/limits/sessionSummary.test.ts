import { describe, expect, it } from 'vitest';
import { LIMITS_PATHS, limitErrorBodySchema, sessionSummaryAnswerSchema } from '../../../src/protocol/schemas/limits';
import { Browser } from '../auth/helpers';
import { betOf, newPlayer, payload, picker, place, signIn, type Player } from '../bets/harness';
import { walletHarnessForFile } from '../wallet/harness';
import { setLimits } from './helpers';

/**
 * GET session: the facts a reality check reminds of. The session's start is
 * its sign-in, and the net result counts only the ledger's play since then,
 * only the player's own, per currency.
 */
const h = walletHarnessForFile();
const pick = picker(h);

async function summaryOf(player: Player) {
  const reply = await player.get(LIMITS_PATHS.session);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return sessionSummaryAnswerSchema.parse(reply.body).data;
}

describe('the session summary (reality check)', () => {
  it('answers the sign-in, the reality check interval and the stakes since sign-in per currency', async () => {
    const before = Date.now();
    const p = await newPlayer(h);
    // The ledger writes on the harness clock, the session on the wall clock: play comes after sign-in on both.
    h.clock.advance(60_000);
    const first = await summaryOf(p);
    expect(first.startedAt * 1000).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
    expect(first).toMatchObject({ realityCheckEverySeconds: null, results: [] });

    await setLimits(p, [{ limitType: 32, limitValue: 15 }]);
    expect((await summaryOf(p)).realityCheckEverySeconds).toBe(15 * 60);

    await place(p, payload([betOf(pick(1)[0] as never)], { amount: 10_000 }));
    await place(p, payload([betOf(pick(1)[0] as never)], { amount: 2_500 }));
    expect((await summaryOf(p)).results).toEqual([{ currencyIso: 'RUB', staked: 12_500, returned: 0, net: -12_500 }]);

    // Another player's play is not this player's; a new sign-in is a new session that starts from nothing.
    const other = await newPlayer(h);
    h.clock.advance(60_000);
    await place(other, payload([betOf(pick(1)[0] as never)], { amount: 7_000 }));
    expect((await summaryOf(other)).results).toEqual([{ currencyIso: 'RUB', staked: 7_000, returned: 0, net: -7_000 }]);
    const login = (await h.db.query<{ login: string }>('SELECT login FROM app_user WHERE id = $1', [p.userId]))[0]?.login as string;
    const again = await signIn(h, login, p.password);
    // Sign-in writes on the wall clock, the ledger on the harness clock: the new session is put just after the play.
    h.clock.advance(1_000);
    await h.db.query(
      `UPDATE user_session SET created_at = $2
        WHERE user_id = $1 AND created_at = (SELECT max(created_at) FROM user_session WHERE user_id = $1)`,
      [p.userId, new Date(h.clock.now())],
    );
    expect((await summaryOf(again)).results).toEqual([]);
    expect((await summaryOf(p)).results).toEqual([{ currencyIso: 'RUB', staked: 12_500, returned: 0, net: -12_500 }]);
  });

  it('refuses a guest with the typed unauthorized code', async () => {
    const reply = await new Browser(h.url).get(LIMITS_PATHS.session);
    expect(reply.status).toBe(401);
    expect(limitErrorBodySchema.parse(reply.body).error.code).toBe('limits.unauthorized');
  });
});
