import type { Db } from '../../../server/db/db';
import { postMovement } from '../../../server/ledger';
import { CASINO_ROUND_REF } from '../../../src/protocol/casino/roundRef';
import { openAccount } from '../helpers';

/** A player with an account of `iso` holding `money`. */
export async function player(db: Db, login: string, iso = 'RUB', money = 100_000_000): Promise<{ userId: number; accountId: number }> {
  const [user] = await db.query<{ id: number }>(
    "INSERT INTO app_user (login, password_hash, registration_type, user_name) VALUES ($1, 'scrypt$test', 'fast_reg', $1) RETURNING id",
    [login],
  );
  if (!user) throw new Error('no user');
  return { userId: user.id, accountId: await openAccount(db, user.id, 0, iso, money, true) };
}

let rounds = 0;

/**
 * A casino round as the games settle one: in one transaction the stake
 * (casino_round_debit) and, when it won, the win (casino_round_credit), both
 * through the ledger with the round's ref. `extraStakes` are a stepped
 * round's later debits under the same ref (a blackjack double or split).
 */
export async function playRound(
  db: Db,
  p: { userId: number; accountId: number },
  stake: number,
  win: number,
  at: number,
  extraStakes: readonly number[] = [],
): Promise<string> {
  rounds += 1;
  const roundId = `test-${rounds}-${at}`;
  await db.transaction(async (tx) => {
    const [account] = await tx.query<{ currency_id: number }>('SELECT currency_id FROM account WHERE id = $1', [p.accountId]);
    const currencyId = account?.currency_id ?? 0;
    const ref = { type: CASINO_ROUND_REF, id: roundId };
    for (const [i, amount] of [stake, ...extraStakes].entries())
      await postMovement(tx, {
        kind: 'casino_round_debit',
        scope: `user:${p.userId}`,
        key: `round:${roundId}:debit${i === 0 ? '' : `:${i}`}`,
        userId: p.userId,
        ref,
        legs: [
          { account: p.accountId, amount: -amount },
          { operator: 'house', currencyId, amount },
        ],
        at: at + i,
      });
    if (win > 0)
      await postMovement(tx, {
        kind: 'casino_round_credit',
        scope: `user:${p.userId}`,
        key: `round:${roundId}:credit`,
        userId: p.userId,
        ref,
        legs: [
          { operator: 'house', currencyId, amount: -win },
          { account: p.accountId, amount: win },
        ],
        at,
      });
  });
  return roundId;
}
