import { describe, expect, it } from 'vitest';
import { limitPrompts } from '../../../src/core/limits';
import { LIMIT_PROMPT_PATHS, limitPromptFactsAnswerSchema } from '../../../src/protocol/schemas/limitPrompts';
import { Browser } from '../auth/helpers';
import { newPlayer, type Player } from '../bets/harness';
import { deposit, walletHarnessForFile } from '../wallet/harness';
import { DAY, setLimits } from './helpers';

const h = walletHarnessForFile();

async function factsOf(player: Player) {
  const reply = await player.get(LIMIT_PROMPT_PATHS.prompts);
  expect(reply.status).toBe(200);
  return limitPromptFactsAnswerSchema.parse(reply.body).data;
}

describe('the limit prompts facts', () => {
  it('a guest gets 401, and a bad action is a typed 400 that records nothing', async () => {
    expect((await new Browser(h.url).get(LIMIT_PROMPT_PATHS.prompts)).status).toBe(401);
    const p = await newPlayer(h);
    const bad = await p.post(LIMIT_PROMPT_PATHS.prompts, { action: 'forget' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ error: { code: 'limits.invalid_request' } });
    expect((await factsOf(p)).depositPromptDismissedAt).toBeNull();
  });

  it('a new player is prompted for a deposit limit; "not now" leaves it on the deposit page only; a limit ends it', async () => {
    const p = await newPlayer(h);
    const fresh = await factsOf(p);
    expect(fresh).toEqual({ hasDeposited: false, depositLimitSet: false, lastReviewAt: null, depositPromptDismissedAt: null });
    expect(limitPrompts(fresh, h.clock.now()).depositLimit).toBe('everywhere');

    const dismissed = limitPromptFactsAnswerSchema.parse(
      (await p.post(LIMIT_PROMPT_PATHS.prompts, { action: 'dismissDepositPrompt' })).body,
    ).data;
    expect(dismissed.depositPromptDismissedAt).toBe(h.clock.now());
    expect(limitPrompts(dismissed, h.clock.now()).depositLimit).toBe('depositPage');

    const at = h.clock.now();
    await setLimits(p, [{ limitType: 21, limitValue: 1_000_000 }]);
    const limited = await factsOf(p);
    expect(limited).toMatchObject({ depositLimitSet: true, lastReviewAt: at });
    expect(limitPrompts(limited, h.clock.now())).toEqual({ depositLimit: null, reviewDueAt: null });
  });

  it('the first deposit ends the deposit-limit prompt', async () => {
    const p = await newPlayer(h);
    await deposit(h, p, 100_000);
    const facts = await factsOf(p);
    expect(facts.hasDeposited).toBe(true);
    expect(limitPrompts(facts, h.clock.now()).depositLimit).toBeNull();
  });

  it('a review is due six months after the last change, and a review recorded then starts the six months again', async () => {
    const p = await newPlayer(h);
    await setLimits(p, [{ limitType: 20, limitValue: 500_000 }]);
    h.clock.advance(200 * DAY);
    const due = await factsOf(p);
    expect(limitPrompts(due, h.clock.now()).reviewDueAt).not.toBeNull();
    const reviewed = limitPromptFactsAnswerSchema.parse((await p.post(LIMIT_PROMPT_PATHS.prompts, { action: 'reviewed' })).body).data;
    expect(reviewed.lastReviewAt).toBe(h.clock.now());
    expect(limitPrompts(reviewed, h.clock.now()).reviewDueAt).toBeNull();
  });

  it('each change of a limit is a limit_changed event on the player channel, with its audit row', async () => {
    const p = await newPlayer(h);
    await setLimits(p, [{ limitType: 20, limitValue: 500_000 }]);
    const rows = await h.db.query<{ type: string; payload: unknown }>(
      "SELECT type, payload FROM player_event WHERE user_id = $1 AND type = 'limit_changed'",
      [p.userId],
    );
    expect(rows.map((r) => r.payload)).toEqual([
      { type: 'limit_changed', limitType: 20, currencyIso: 'RUB', actor: 'player', action: 'set' },
    ]);
  });
});
