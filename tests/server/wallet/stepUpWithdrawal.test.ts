import { describe, expect, it } from 'vitest';
import { IDEMPOTENCY_HEADER } from '../../../src/protocol/constants/wallet';
import { STEP_UP_TTL_MS } from '../../../src/protocol/constants/stepUp';
import { STEP_UP_PATHS } from '../../../src/protocol/schemas/stepUp';
import { WALLET_PATHS, withdrawalAnswerSchema } from '../../../src/protocol/schemas/wallet';
import { enc } from '../auth/helpers';
import { balanceOf, newPlayer } from '../bets/harness';
import { newKey, refusalOf, walletHarnessForFile } from './harness';

/** A withdrawal needs this session to have stepped up within STEP_UP_TTL_MS (server/auth/stepUp.ts). */
const h = walletHarnessForFile();

describe('a withdrawal needs a step-up', () => {
  it('refuses 403 wallet.step_up_required without one, takes it after, and asks again once the step-up has run out', async () => {
    const player = await newPlayer(h, 200_000);
    const ask = (key = newKey('wd')) =>
      player.post(
        WALLET_PATHS.withdrawals,
        { accountId: player.accountId, methodId: 'card', amount: 50_000 },
        { [IDEMPOTENCY_HEADER]: key },
      );

    const key = newKey('wd');
    const refused = await ask(key);
    expect(refused.status).toBe(403);
    expect(refusalOf(refused).code).toBe('wallet.step_up_required');
    expect(await balanceOf(h.db, player.accountId)).toBe(200_000);

    expect((await player.post(STEP_UP_PATHS.stepUp, { uPassword: enc(player.password) })).status).toBe(200);
    // The same key again after the step-up: the form is sent once more as it was.
    const taken = await ask(key);
    expect(taken.status).toBe(200);
    expect(withdrawalAnswerSchema.parse(taken.body).withdrawal).toMatchObject({ status: 'pending', amount: 50_000 });
    expect(await balanceOf(h.db, player.accountId)).toBe(150_000);

    // The app's auth runs on the wall clock (the five minutes on a manual clock: tests/server/auth/stepUp.test.ts): run it out in the row.
    await h.db.query('UPDATE user_session SET stepped_up_until = stepped_up_until - $2::interval WHERE user_id = $1', [
      player.userId,
      `${STEP_UP_TTL_MS} milliseconds`,
    ]);
    // A resend of the withdrawal already made still answers it; a new one needs a new step-up.
    expect((await ask(key)).status).toBe(200);
    expect(refusalOf(await ask()).code).toBe('wallet.step_up_required');
    expect(await balanceOf(h.db, player.accountId)).toBe(150_000);
  });

  it("another player's step-up does not unlock this player's withdrawal", async () => {
    const player = await newPlayer(h, 100_000);
    const other = await newPlayer(h, 100_000);
    expect((await other.post(STEP_UP_PATHS.stepUp, { uPassword: enc(other.password) })).status).toBe(200);
    const reply = await player.post(
      WALLET_PATHS.withdrawals,
      { accountId: player.accountId, methodId: 'card', amount: 50_000 },
      { [IDEMPOTENCY_HEADER]: newKey('wd') },
    );
    expect(refusalOf(reply).code).toBe('wallet.step_up_required');
  });
});
