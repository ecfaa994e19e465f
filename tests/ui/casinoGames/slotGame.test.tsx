// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SLOT_MIN_SPIN_MS, type SlotBet, type SlotOutcome, type SlotTable } from '../../../src/protocol/casino/slot';
import { slotEngine } from '../../../src/core/casino/slot/engine';
import { SLOT_TABLES } from '../../../src/core/casino/slot/tables';
import SlotGame from '../../../src/ui/casinoGames/slot/SlotGame';
import { FREE_SPIN_MS } from '../../../src/ui/casinoGames/slot/useSlotRound';
import type { OwnRoundViewProps, PlayedRound } from '../../../src/ui/gameFrame/viewProps';
import { createI18n } from '../../../src/ui/i18n/allTexts';
import { scriptedDraws } from '../../core/casino/slot/scriptedDraws';

/**
 * The slot's view with a fake play() standing in for the game frame (the
 * outcomes are the real engine's, on chosen stops): the paytable and exact
 * RTP before the first spin, a spin that shows nothing before 2.5 s and
 * cannot be doubled, wins marked, free spins played out one by one, the
 * session's net and time, the bet within its bounds, the keyboard.
 */
const table = SLOT_TABLES.medium;
const scatter = table.symbols.findIndex((s) => s.kind === 'scatter');
const high1 = table.symbols.findIndex((s) => s.name === 'high1');
const wild = table.symbols.findIndex((s) => s.kind === 'wild');

/** Stops whose middle row starts with high1, a wild and high1 (a line win), with no scatter in sight. */
function winningStops(): number[] {
  const at = (reel: number, symbol: number) => {
    const strip = table.reels[reel] ?? [];
    const stop = strip.findIndex(
      (s, i) => s === symbol && ![-1, 0, 1].some((d) => strip[(i + d + strip.length) % strip.length] === scatter),
    );
    return (stop - 1 + strip.length) % strip.length;
  };
  const quiet = (reel: number) => {
    const strip = table.reels[reel] ?? [];
    return strip.findIndex((_, i) => [0, 1, 2].every((d) => ![scatter, high1, wild].includes(strip[(i + d) % strip.length] ?? -1)));
  };
  return [at(0, high1), at(1, wild), at(2, high1), quiet(3), quiet(4)];
}

function roundOf(stops: number[], lineBet: number, balance: number): PlayedRound<SlotOutcome> {
  const { outcome, win } = slotEngine.play(scriptedDraws(stops), { lineBet }, table);
  const stake = slotEngine.stakeOf({ lineBet });
  return { roundId: 'r1', stake, win, outcome, balance: balance - stake + win };
}

function show(
  play: (bet: SlotBet) => Promise<PlayedRound<SlotOutcome>>,
  lang = 'en',
  extra: Partial<OwnRoundViewProps<SlotBet, SlotOutcome, SlotTable>> = {},
) {
  const props: OwnRoundViewProps<SlotBet, SlotOutcome, SlotTable> = {
    theme: 'book',
    table,
    rtp: slotEngine.exactRtp(table),
    currency: 'EUR',
    minBet: 20,
    maxBet: 2000,
    demo: false,
    balance: 10_000,
    play,
    ...extra,
  };
  return render(
    <I18nextProvider i18n={createI18n(lang)}>
      <SlotGame {...props} />
    </I18nextProvider>,
  );
}

const advance = (ms: number) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the video slot view', () => {
  it('shows the paytable with the exact RTP before the first spin', () => {
    show(() => new Promise(() => undefined));
    expect(screen.getByTestId('slot-rtp').textContent).toContain('95.75%');
    expect(screen.getByText('Paytable and rules').closest('details')?.open).toBe(true);
    expect(screen.getAllByRole('img', { name: /^Payline \d+$/ })).toHaveLength(20);
    // Medium's top symbol pays 500 line bets for five: EUR 0.01 x 500 at the smallest bet.
    expect(screen.getByText('Top symbol').parentElement?.textContent).toContain('5 × pays €5.00');
  });

  it('turns for at least 2.5 s however fast the server answers, refuses a second press meanwhile, then marks the win', async () => {
    const stops = winningStops();
    const play = vi.fn((bet: SlotBet) => Promise.resolve(roundOf(stops, bet.lineBet, 10_000)));
    show(play);
    const spin = screen.getByTestId('slot-spin');
    fireEvent.click(spin);
    fireEvent.click(spin);
    expect(play).toHaveBeenCalledTimes(1);
    expect(play).toHaveBeenCalledWith({ lineBet: 1 });
    await advance(SLOT_MIN_SPIN_MS - 1);
    expect(screen.getByTestId('slot-status').textContent).toBe('Spinning…');
    expect(spin).toHaveProperty('disabled', true);
    await advance(1);
    expect(spin).toHaveProperty('disabled', false);
    const round = roundOf(stops, 1, 10_000);
    expect(round.win).toBeGreaterThan(0);
    expect(screen.getByTestId('slot-status').textContent).toBe(`You won €${(round.win / 100).toFixed(2)}`);
    expect(screen.getByTestId('slot-wins').textContent).toContain('Line 1: 3 × Top symbol');
    expect(document.querySelectorAll('[data-won]').length).toBeGreaterThanOrEqual(3);
    expect(screen.getByTestId('slot-session-net').textContent).toBe(`Session net: €${((round.win - 20) / 100).toFixed(2)}`);
    expect(screen.getByText('Paytable and rules').closest('details')?.open).toBe(false);
  });

  it('plays every free spin out visibly, the spin button disabled until the last', async () => {
    const scatterStops = table.reels.map((strip) => strip.indexOf(scatter));
    const stops = [...scatterStops, ...Array.from({ length: 10 }, () => winningStops()).flat()];
    show((bet) => Promise.resolve(roundOf(stops, bet.lineBet, 10_000)));
    fireEvent.click(screen.getByTestId('slot-spin'));
    await advance(SLOT_MIN_SPIN_MS);
    expect(screen.getByTestId('slot-status').textContent).toBe('Free spins won: 10');
    await advance(FREE_SPIN_MS);
    expect(screen.getByTestId('slot-status').textContent).toBe('Free spin 1 of 10');
    for (let i = 0; i < 19; i += 1) await advance(FREE_SPIN_MS);
    expect(screen.getByTestId('slot-status').textContent).toBe('Free spin 10 of 10');
    expect(screen.getByTestId('slot-spin')).toHaveProperty('disabled', true);
    await advance(FREE_SPIN_MS);
    expect(screen.getByTestId('slot-status').textContent).toMatch(/^You won €/);
    expect(screen.getByTestId('slot-spin')).toHaveProperty('disabled', false);
  });

  it('spins on space, counts the session time, and keeps the bet within its bounds', async () => {
    const play = vi.fn((bet: SlotBet) => Promise.resolve(roundOf(winningStops(), bet.lineBet, 10_000)));
    show(play, 'en', { minBet: 40, maxBet: 200 });
    expect(screen.getByTestId('slot-bet').textContent).toBe('Bet €0.40 (€0.02 × 20 lines)');
    fireEvent.click(screen.getByRole('button', { name: 'Raise the bet' }));
    fireEvent.click(screen.getByRole('button', { name: 'Raise the bet' }));
    expect(screen.getByTestId('slot-bet').textContent).toBe('Bet €2.00 (€0.10 × 20 lines)');
    expect(screen.getByRole('button', { name: 'Raise the bet' })).toHaveProperty('disabled', true);
    fireEvent.keyDown(screen.getByRole('region', { name: 'Video slot' }), { key: ' ' });
    expect(play).toHaveBeenCalledWith({ lineBet: 10 });
    await advance(61_000);
    expect(screen.getByTestId('slot-session-time').textContent).toBe('Session time: 1:01');
  });

  it('does not spin a bet the balance cannot cover, and paints in Arabic', () => {
    show(() => new Promise(() => undefined), 'ar', { balance: 10 });
    expect(screen.getByTestId('slot-spin')).toHaveProperty('disabled', true);
    expect(screen.getByTestId('slot-spin').textContent).toBe('دوران');
  });
});
