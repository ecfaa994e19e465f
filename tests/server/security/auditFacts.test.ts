import { describe, expect, it } from 'vitest';
import { SECURITY_PATHS, securityEventsAnswerSchema } from '../../../src/protocol/schemas/security';
import { newPlayer, type Player } from '../bets/harness';
import { setLimits } from '../limits/helpers';
import { walletHarnessForFile, withdraw } from '../wallet/harness';

/**
 * The facts outside server/auth that the audit log records, through the real
 * app: a limit change and a withdrawal request each write their event in
 * their own transaction; a refused one writes none.
 */
const h = walletHarnessForFile();

async function eventsOf(player: Player) {
  return securityEventsAnswerSchema.parse((await player.get(SECURITY_PATHS.events)).body).events;
}

describe('the audit log hears the limits and the wallet', () => {
  it('a limit change is logged with what changed; a refused change logs nothing', async () => {
    const p = await newPlayer(h, 0);
    expect((await setLimits(p, [{ limitType: 20, limitValue: 2_500_000 }])).status).toBe(200);
    const [event] = await eventsOf(p);
    expect(event).toMatchObject({
      kind: 'limit_changed',
      ip: '127.0.0.1',
      thisSession: true,
      detail: { limitType: 20, change: 'set', effect: 'applied', currency: 'RUB' },
    });
    const before = (await eventsOf(p)).length;
    expect((await setLimits(p, [{ limitType: 20, limitValue: -5 }])).status).toBe(422);
    expect(await eventsOf(p)).toHaveLength(before);
  });

  it('a withdrawal request is logged with its amount; a refused one logs nothing', async () => {
    const p = await newPlayer(h, 200_000);
    expect((await withdraw(p, p.accountId, 50_000)).status).toBe(200);
    const [event] = await eventsOf(p);
    expect(event).toMatchObject({
      kind: 'withdrawal_requested',
      ip: '127.0.0.1',
      detail: { amount: 50_000, currency: 'RUB', method: 'card' },
    });
    const before = (await eventsOf(p)).length;
    expect((await withdraw(p, p.accountId, 10_000_000)).status).toBe(409);
    expect(await eventsOf(p)).toHaveLength(before);
  });
});
