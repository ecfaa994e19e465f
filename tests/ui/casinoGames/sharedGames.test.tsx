// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import type { CrashPlacement } from '../../../src/protocol/casino/crash';
import type { RoulettePlacement } from '../../../src/protocol/casino/roulette';
import type { SharedBet, SharedRound } from '../../../src/protocol/casino/shared';
import { CrashGame } from '../../../src/ui/casinoGames/crash/CrashGame';
import { RouletteGame } from '../../../src/ui/casinoGames/roulette/RouletteGame';
import type { SharedRoundViewProps } from '../../../src/ui/gameFrame/sharedViewProps';
import { createI18n } from '../../../src/ui/i18n/allTexts';

/** The views paint the round the frame streams and send what the player chose; the server's answers decide the rest. */
afterEach(cleanup);

const HASH = 'a'.repeat(64);

function roundOf(table: 'crash' | 'roulette', patch: Partial<SharedRound>): SharedRound {
  return {
    table,
    roundId: 1,
    phase: 'betting',
    bettingEndsAt: Date.now() + 8_000,
    startedAt: null,
    endedAt: null,
    nextRoundAt: null,
    voided: false,
    result: null,
    fairness: { terminalHash: HASH, salt: 'salt', index: 3, seed: null },
    serverNow: Date.now(),
    ...patch,
  };
}

function table<P>(first: SharedRound, placed: P[], bet: (placement: P) => SharedBet) {
  let push: (round: SharedRound) => void = () => undefined;
  const props: SharedRoundViewProps<P> = {
    currency: 'EUR',
    minBet: 100,
    maxBet: 100_000,
    demo: false,
    balance: 50_000,
    subscribe: (onRound) => {
      push = onRound;
      onRound(first);
      return () => undefined;
    },
    myBets: () => Promise.resolve([]),
    history: () => Promise.resolve({ rounds: [], myBets: [] }),
    placeBet: (placement) => {
      placed.push(placement);
      return Promise.resolve({ bet: bet(placement), balance: 49_000 });
    },
    cashOut: (betId) =>
      Promise.resolve({ bet: { ...bet(placed[0] as P), betId, status: 'won', cashedOutAt: 150, win: 1_500 }, balance: 50_500 }),
  };
  return { props, push: (round: SharedRound) => act(() => push(round)) };
}

const crashBet = (p: CrashPlacement): SharedBet => ({
  betId: 9,
  roundId: 1,
  stake: p.stake,
  placement: p,
  status: 'open',
  cashedOutAt: null,
  win: 0,
});

describe('the crash view', () => {
  it('places a bet with its auto target in the window, offers the cash-out in flight and shows the crash point', async () => {
    const placed: CrashPlacement[] = [];
    const { props, push } = table(roundOf('crash', {}), placed, crashBet);
    render(
      <I18nextProvider i18n={createI18n('en')}>
        <CrashGame {...props} />
      </I18nextProvider>,
    );
    expect(await screen.findByText(/Bets close in/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Stake/), { target: { value: '10' } });
    fireEvent.change(screen.getByLabelText(/Auto cash-out/), { target: { value: '2.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Place bet' }));
    await waitFor(() => expect(placed).toEqual([{ stake: 1_000, autoCashOut: 250 }]));
    push(roundOf('crash', { phase: 'running', startedAt: Date.now() - 6_758, bettingEndsAt: Date.now() - 6_758 }));
    fireEvent.click(await screen.findByRole('button', { name: /Cash out/ }));
    expect(await screen.findByText(/Cashed out at ×1.50/)).toBeTruthy();
    push(
      roundOf('crash', {
        phase: 'ended',
        result: { engine: 'crash', crashPoint: 321 },
        fairness: { terminalHash: HASH, salt: 's', index: 3, seed: HASH },
      }),
    );
    expect(await screen.findByText('Crashed at ×3.21')).toBeTruthy();
  });
});

describe('the roulette view', () => {
  it('lays chips on numbers, a split and an outside bet, and sends them as one placement', async () => {
    const placed: RoulettePlacement[] = [];
    const { props, push } = table(roundOf('roulette', {}), placed, (p) => ({
      betId: 4,
      roundId: 1,
      stake: p.chips.reduce((s, c) => s + c.stake, 0),
      placement: p,
      status: 'open',
      cashedOutAt: null,
      win: 0,
    }));
    render(
      <I18nextProvider i18n={createI18n('ar')}>
        <RouletteGame {...props} />
      </I18nextProvider>,
    );
    // A number's name is the number, and the chips on it once there are.
    const number = (n: number) => screen.getByRole('button', { name: new RegExp(`^${n}(\\D|$)`) });
    await screen.findByRole('button', { name: '17' });
    fireEvent.click(number(17));
    fireEvent.click(screen.getByRole('radio', { name: /17:1/ }));
    fireEvent.click(number(14));
    fireEvent.click(number(17));
    fireEvent.click(screen.getByRole('button', { name: 'أحمر' }));
    fireEvent.click(screen.getByRole('button', { name: 'ضع الرهان' }));
    await waitFor(() =>
      expect(placed).toEqual([
        {
          chips: [
            { bet: { kind: 'straight', numbers: [17] }, stake: 100 },
            { bet: { kind: 'split', numbers: [14, 17] }, stake: 100 },
            { bet: { kind: 'red' }, stake: 100 },
          ],
        },
      ]),
    );
    push(roundOf('roulette', { phase: 'ended', result: { engine: 'roulette', pocket: 17 }, nextRoundAt: Date.now() + 5_000 }));
    expect(await screen.findByText(/استقرت الكرة على 17/)).toBeTruthy();
  });
});
