import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cashOut } from '../../../../server/casino/shared/cashOut';
import { SharedError } from '../../../../server/casino/shared/errors';
import { placeBet } from '../../../../server/casino/shared/placement';
import { hashPassword } from '../../../../server/auth/crypto';
import { expectLedgerBalanced, openAccount } from '../../helpers';
import { clientRef, moneyOf, sharedHarnessForFile } from './harness';

const h = sharedHarnessForFile();

const action = fc.oneof(
  fc.record({
    kind: fc.constant('crash' as const),
    who: fc.nat(2),
    stake: fc.integer({ min: 10, max: 5_000 }),
    target: fc.option(fc.integer({ min: 101, max: 400 })),
  }),
  fc.record({
    kind: fc.constant('roulette' as const),
    who: fc.nat(2),
    stake: fc.integer({ min: 10, max: 5_000 }),
    pocket: fc.integer({ min: 0, max: 36 }),
  }),
  fc.record({ kind: fc.constant('cashOut' as const), who: fc.nat(2) }),
  fc.record({ kind: fc.constant('advance' as const), ms: fc.integer({ min: 100, max: 20_000 }) }),
);

let created = 0;
async function players(): Promise<{ userId: number; accountId: number }[]> {
  return Promise.all(
    [0, 1, 2].map(async () => {
      created += 1;
      const [user] = await h.db.query<{ id: number }>(
        "INSERT INTO app_user (login, password_hash, registration_type, user_name) VALUES ($1, $2, 'fast_reg', $1) RETURNING id",
        [`gambler${created}`, await hashPassword('unused-password')],
      );
      return { userId: user?.id as number, accountId: await openAccount(h.db, user?.id as number, 0, 'RUB', 20_000, true) };
    }),
  );
}

describe('the ledger over any sequence of shared rounds', () => {
  it('stays balanced, and each player holds what they had less their stakes plus what their bets returned', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 1, maxLength: 12 }), async (actions) => {
        const people = await players();
        for (const a of actions) {
          if (a.kind === 'advance') {
            await h.advance(a.ms);
            continue;
          }
          const p = people[a.who] as { userId: number; accountId: number };
          const now = h.tables.now();
          try {
            if (a.kind === 'cashOut') {
              const [open] = await h.db.query<{ id: number }>(
                `SELECT b.id FROM casino_shared_bet b JOIN casino_shared_round r ON r.id = b.round_id
                  WHERE b.user_id = $1 AND r.table_id = 'crash' ORDER BY b.id DESC LIMIT 1`,
                [p.userId],
              );
              if (open)
                await cashOut(h.db, { table: 'crash', player: { kind: 'real', userId: p.userId, banned: false }, betId: open.id, now });
            } else {
              const placement =
                a.kind === 'crash'
                  ? { stake: a.stake, autoCashOut: a.target }
                  : { chips: [{ bet: { kind: 'straight' as const, numbers: [a.pocket] }, stake: a.stake }] };
              await placeBet(h.db, {
                table: a.kind,
                config: h.tables.config.tables[a.kind],
                player: { kind: 'real', userId: p.userId, banned: false },
                request: { clientRef: clientRef(), placement },
                now,
              });
            }
          } catch (error) {
            // Refusals (a closed window, a crashed flight, too little money) are part of play; anything else is a bug.
            if (!(error instanceof SharedError)) throw error;
          }
        }
        await h.advance(600_000);
        await expectLedgerBalanced(h.db);
        for (const p of people) {
          const [row] = await h.db.query<{ staked: number; returned: number; open: number }>(
            `SELECT coalesce(sum(stake), 0)::integer AS staked, coalesce(sum(win), 0)::integer AS returned,
                    count(*) FILTER (WHERE status = 'open')::integer AS open FROM casino_shared_bet WHERE user_id = $1`,
            [p.userId],
          );
          expect(row?.open).toBe(0);
          expect(await moneyOf(h.db, p.accountId)).toBe(20_000 - (row?.staked ?? 0) + (row?.returned ?? 0));
        }
      }),
      { numRuns: 6 },
    );
  });
});
