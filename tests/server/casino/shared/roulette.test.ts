import { describe, expect, it } from 'vitest';
import { verifyChainSeed } from '../../../../src/core/casino/shared/hashChain';
import { sharedHistoryAnswerSchema, sharedPath, sharedStateAnswerSchema } from '../../../../src/protocol/casino/shared';
import { resultOf } from '../../../../server/casino/shared';
import { setLimits } from '../../limits/helpers';
import { clientRef, moneyOf, newPlayer, nextRoundWith, playRound, post, sharedHarnessForFile, signInAgain } from './harness';

const h = sharedHarnessForFile();

const spinOut = () => playRound(h, 'roulette');

describe('European roulette table', () => {
  it('settles every chip of a round by the pocket, one debit per placement and one credit of what it won', async () => {
    const p = await newPlayer(h, 100_000);
    const other = await newPlayer(h, 100_000);
    await nextRoundWith(h, { engine: 'roulette', pocket: 17 });
    const chips = [
      { bet: { kind: 'straight', numbers: [17] }, stake: 100 },
      { bet: { kind: 'split', numbers: [14, 17] }, stake: 100 },
      { bet: { kind: 'corner', numbers: [13, 14, 16, 17] }, stake: 100 },
      { bet: { kind: 'black' }, stake: 100 },
      { bet: { kind: 'even' }, stake: 100 },
      { bet: { kind: 'dozen', index: 2 }, stake: 100 },
      { bet: { kind: 'column', index: 3 }, stake: 100 },
    ];
    const placed = await post(p, 'roulette', 'bet', { clientRef: clientRef(), placement: { chips } });
    expect(placed.status).toBe(200);
    expect(placed.body.balance).toBe(99_300);
    const lost = await post(other, 'roulette', 'bet', { clientRef: clientRef(), placement: { chips: [{ bet: { kind: 'zero' } }] } });
    expect(lost.error?.code).toBe('invalid_request');
    await post(other, 'roulette', 'bet', { clientRef: clientRef(), placement: { chips: [{ bet: { kind: 'red' }, stake: 500 }] } });
    await spinOut();
    // 36 + 18 + 9 + 2 (black) + 0 (even) + 3 (second dozen) + 0 (17 is in the second column) chips of 100.
    expect(await moneyOf(h.db, p.accountId)).toBe(99_300 + 100 * (36 + 18 + 9 + 2 + 3));
    expect(await moneyOf(h.db, other.accountId)).toBe(99_500);
    const history = sharedHistoryAnswerSchema.parse((await p.get(sharedPath('roulette', 'history'))).body);
    expect(history.rounds[0]?.result).toEqual({ engine: 'roulette', pocket: 17 });
    expect(history.myBets[0]).toMatchObject({ status: 'won', win: 6_800 });
  });

  it('refuses chips that are not bets of the layout and a placement outside the bounds', async () => {
    const p = await newPlayer(h, 100_000);
    await nextRoundWith(h, { engine: 'roulette', pocket: 0 });
    const bad = await post(p, 'roulette', 'bet', {
      clientRef: clientRef(),
      placement: { chips: [{ bet: { kind: 'split', numbers: [3, 4] }, stake: 100 }] },
    });
    expect(bad.error).toMatchObject({ status: 400, code: 'invalid_bet', params: { chip: 0 } });
    const big = await post(p, 'roulette', 'bet', {
      clientRef: clientRef(),
      placement: { chips: [{ bet: { kind: 'red' }, stake: 1_000_001 }] },
    });
    expect(big.error?.code).toBe('stake_out_of_bounds');
    expect(await moneyOf(h.db, p.accountId)).toBe(100_000);
  });

  it('refuses a bet beyond a wagering limit, and any bet during a time-out, with the reason', async () => {
    const p = await newPlayer(h, 100_000);
    expect((await setLimits(p, [{ limitType: 1, limitValue: 1_000 }])).status).toBe(200);
    await nextRoundWith(h, { engine: 'roulette', pocket: 5 });
    const over = await post(p, 'roulette', 'bet', {
      clientRef: clientRef(),
      placement: { chips: [{ bet: { kind: 'odd' }, stake: 1_500 }] },
    });
    expect(over.error).toMatchObject({ status: 403, code: 'limit_exceeded', params: { limitType: 1, limit: 1_000, left: 1_000 } });
    expect(
      (await post(p, 'roulette', 'bet', { clientRef: clientRef(), placement: { chips: [{ bet: { kind: 'odd' }, stake: 600 }] } })).status,
    ).toBe(200);
    const more = await post(p, 'roulette', 'bet', { clientRef: clientRef(), placement: { chips: [{ bet: { kind: 'odd' }, stake: 600 }] } });
    expect(more.error).toMatchObject({ code: 'limit_exceeded', params: { left: 400 } });

    const q = await newPlayer(h, 100_000);
    expect((await setLimits(q, [{ limitType: 33, limitValue: 1 }])).status).toBe(200);
    const blocked = await post(await signInAgain(h, q), 'roulette', 'bet', {
      clientRef: clientRef(),
      placement: { chips: [{ bet: { kind: 'odd' }, stake: 100 }] },
    });
    expect(blocked.error).toMatchObject({ status: 403, code: 'play_blocked', params: { limitType: 33 } });
    expect(await moneyOf(h.db, q.accountId)).toBe(100_000);
  });

  it('plays a round a restart interrupted after its window to the seeded result', async () => {
    const p = await newPlayer(h, 100_000);
    await nextRoundWith(h, { engine: 'roulette', pocket: 32 });
    await post(p, 'roulette', 'bet', { clientRef: clientRef(), placement: { chips: [{ bet: { kind: 'red' }, stake: 1_000 }] } });
    const round = await h.tables.roundOf('roulette');
    h.clock.advance((round?.bettingEndsAt ?? 0) - h.tables.now() + 1);
    await h.restart({ downMs: 60_000 });
    expect(await moneyOf(h.db, p.accountId)).toBe(101_000);
    const state = sharedStateAnswerSchema.parse((await p.get(sharedPath('roulette', 'state'))).body);
    expect(state.round).toMatchObject({ roundId: round?.roundId, phase: 'ended', result: { engine: 'roulette', pocket: 32 } });
    expect(state.myBets[0]).toMatchObject({ status: 'won', win: 2_000 });
    // The next window opens after the pause.
    await h.advance(h.tables.config.tables.roulette.pauseMs);
    expect(await h.tables.roundOf('roulette')).toMatchObject({ phase: 'betting' });
  });

  it("shows each ended round with its seed, which hashes forward to the chain's published hash and gives the shown result", async () => {
    const p = await newPlayer(h);
    // Past a chain's end (6 rounds in tests) into the next chain.
    for (let i = 0; i < 7; i += 1) await spinOut();
    const history = sharedHistoryAnswerSchema.parse((await p.get(sharedPath('roulette', 'history'))).body);
    expect(history.rounds.length).toBeGreaterThanOrEqual(7);
    const chains = new Set(history.rounds.map((r) => r.fairness.terminalHash));
    expect(chains.size).toBeGreaterThan(1);
    for (const round of history.rounds.slice(0, 7)) {
      const { seed, index, terminalHash, salt } = round.fairness;
      expect(verifyChainSeed(seed as string, index, terminalHash)).toBe(true);
      expect(resultOf('roulette', seed as string, salt)).toEqual(round.result);
    }
    await h.advance(h.tables.config.tables.roulette.pauseMs);
    const open = sharedStateAnswerSchema.parse((await p.get(sharedPath('roulette', 'state'))).body);
    expect(open.round.phase).toBe('betting');
    expect(open.round.result).toBeNull();
    expect(open.round.fairness.seed).toBeNull();
  });
});
