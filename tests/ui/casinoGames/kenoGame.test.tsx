// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { KENO_TABLES } from '../../../src/core/casino/keno/paytables';
import type { KenoBet, KenoOutcome } from '../../../src/protocol/casino/keno';
import type { PlayedRound } from '../../../src/ui/gameFrame/viewProps';
import { KenoGame } from '../../../src/ui/casinoGames/keno/KenoGame';
import { BALL_INTERVAL_MS } from '../../../src/ui/casinoGames/keno/useReveal';
import { createI18n } from '../../../src/ui/i18n/allTexts';

/** The keno view paints what the server decided: a fake play() stands in for the frame and the server. */
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const DRAWN = [38, 76, 54, 46, 66, 53, 65, 3, 37, 45, 64, 47, 34, 79, 8, 25, 22, 33, 20, 56];

function fakePlay(outcome: Partial<KenoOutcome> = {}) {
  const bets: KenoBet[] = [];
  const play = (bet: KenoBet): Promise<PlayedRound<KenoOutcome>> => {
    bets.push(bet);
    const hits = bet.picks.filter((n) => DRAWN.includes(n));
    return Promise.resolve({
      roundId: 'r1',
      stake: bet.stake,
      win: 1400,
      balance: 10_300,
      outcome: { drawn: DRAWN, hits, multiplier: 1400, pay: 1400, ...outcome },
    });
  };
  return { bets, play };
}

function show(play: (bet: KenoBet) => Promise<PlayedRound<KenoOutcome>>, lang = 'en', balance: number | null = 10_000) {
  const table = KENO_TABLES.standard;
  render(
    <I18nextProvider i18n={createI18n(lang)}>
      <KenoGame
        theme="classic"
        table={table}
        rtp={Math.min(...table.rtps)}
        currency="EUR"
        minBet={10}
        maxBet={5_000}
        demo={false}
        balance={balance}
        play={play}
      />
    </I18nextProvider>,
  );
}

/** A board cell by its number (the board is in number order); its name is checked where it matters. */
const cell = (n: number): HTMLButtonElement => {
  const found = screen.getByRole('group', { name: 'Numbers 1 to 80' }).querySelectorAll('button')[n - 1];
  if (!found) throw new Error(`no cell ${n}`);
  return found;
};
const reducedMotion = (reduce: boolean) =>
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: reduce && query.includes('reduce'), media: query }));

describe('the keno game', () => {
  beforeEach(() => reducedMotion(true));

  it('shows the game RTP before any pick, then the paytable and RTP of the pick count', () => {
    show(fakePlay().play);
    expect(screen.getByText(/at least 91\.58%/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Play' }).hasAttribute('disabled')).toBe(true);
    for (const n of [3, 8, 20]) fireEvent.click(cell(n));
    expect(screen.getByText('Picked 3 of 10')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Paytable for 3 picked' })).toBeTruthy();
    expect(screen.getByText('46 × stake')).toBeTruthy();
    expect(screen.getByText(/with 3 picked: 91\.58%/)).toBeTruthy();
    expect(cell(3).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(cell(3));
    expect(screen.getByText('Picked 2 of 10')).toBeTruthy();
  });

  it('takes at most 10 numbers', () => {
    show(fakePlay().play);
    for (let n = 1; n <= 10; n += 1) fireEvent.click(cell(n));
    expect(cell(11).hasAttribute('disabled')).toBe(true);
    expect(cell(10).hasAttribute('disabled')).toBe(false);
  });

  it('plays the picks and the stake, then marks the hits and the win (all at once under reduced motion)', async () => {
    const { bets, play } = fakePlay();
    show(play);
    for (const n of [3, 8, 20, 21, 22]) fireEvent.click(cell(n));
    fireEvent.change(screen.getByLabelText('Stake (EUR)'), { target: { value: '1' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Play' }));
      await Promise.resolve();
    });
    expect(bets).toEqual([{ picks: [3, 8, 20, 21, 22], stake: 100 }]);
    expect(screen.getAllByRole('listitem')).toHaveLength(20);
    expect(cell(22).getAttribute('aria-label')).toBe('22, picked and drawn: a hit');
    expect(cell(21).getAttribute('aria-label')).toBe('21, picked');
    expect(cell(38).getAttribute('aria-label')).toBe('38, drawn');
    expect(cell(1).getAttribute('aria-label')).toBe('1');
    expect(screen.getByRole('status').textContent).toBe('4 of 5 hit: you win €14.00');
  });

  it('reveals the draw ball by ball, the board locked until the last', async () => {
    reducedMotion(false);
    vi.useFakeTimers();
    show(fakePlay().play);
    fireEvent.click(cell(3));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Play' }));
      await Promise.resolve();
    });
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
    act(() => vi.advanceTimersByTime(BALL_INTERVAL_MS));
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['38']);
    expect(cell(4).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('status').textContent).toBe('');
    act(() => vi.advanceTimersByTime(BALL_INTERVAL_MS * 19));
    expect(screen.getAllByRole('listitem')).toHaveLength(20);
    expect(cell(4).hasAttribute('disabled')).toBe(false);
    expect(screen.getByRole('status').textContent).toContain('1 of 1 hit');
  });

  it('refuses a stake outside the bounds or above the balance before asking the server', () => {
    show(fakePlay().play, 'en', 300);
    fireEvent.click(cell(5));
    const stake = screen.getByLabelText('Stake (EUR)');
    fireEvent.change(stake, { target: { value: '0.05' } });
    expect(screen.getByText('The smallest stake is €0.10')).toBeTruthy();
    fireEvent.change(stake, { target: { value: '4' } });
    expect(screen.getByText('The stake is more than your balance')).toBeTruthy();
    fireEvent.change(stake, { target: { value: '60' } });
    expect(screen.getByText('The biggest stake is €50.00')).toBeTruthy();
    fireEvent.change(stake, { target: { value: 'ten' } });
    expect(screen.getByText(/Type an amount/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Play' }).hasAttribute('disabled')).toBe(true);
  });

  it('unlocks the board when the server refuses the round (the frame shows why)', async () => {
    show(() => Promise.reject(new Error('limit')));
    fireEvent.click(cell(5));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Play' }));
      await Promise.resolve();
    });
    expect(cell(6).hasAttribute('disabled')).toBe(false);
    expect(screen.getByRole('button', { name: 'Play' }).hasAttribute('disabled')).toBe(false);
  });

  it('speaks Arabic', () => {
    show(fakePlay().play, 'ar');
    expect(screen.getByRole('heading', { name: 'كينو' })).toBeTruthy();
  });
});
