// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cardOf, orderedDeck, type Card, type Rank } from '../../../src/core/casino/cards/deck';
import { blackjackEngine } from '../../../src/core/casino/blackjack/engine';
import { dealRound } from '../../../src/core/casino/blackjack/round';
import { BLACKJACK_TABLES } from '../../../src/core/casino/blackjack/tables';
import type { BlackjackAction, BlackjackView } from '../../../src/protocol/casino/blackjack';
import { BlackjackTable } from '../../../src/ui/casinoGames/blackjack/BlackjackTable';
import { createI18n } from '../../../src/ui/i18n/allTexts';

/** The table paints what the engine decided: views come from the real engine on chosen deals, the callbacks are spies. */
afterEach(cleanup);

const rules = BLACKJACK_TABLES['single-deck-s17'];
const SUITS = ['s', 'h', 'd', 'c'] as const;

/** The view and allowed actions after the actions, on a deck whose top is these ranks (player, up, player, hole, draws). */
function round(ranks: readonly Rank[], actions: readonly BlackjackAction[] = [], stake = 100) {
  const top = ranks.map((rank, i) => cardOf(rank, SUITS[ranks.slice(0, i).filter((r) => r === rank).length]!));
  let state = dealRound([...top, ...orderedDeck().filter((card: Card) => !top.includes(card))], stake);
  for (const action of actions) state = blackjackEngine.act(state, action, rules);
  return { view: blackjackEngine.viewOf(state, rules), allowed: blackjackEngine.allowed(state, rules) };
}

function show({
  view = null,
  allowed = [],
  busy = false,
  lang = 'en',
}: {
  view?: BlackjackView | null;
  allowed?: readonly BlackjackAction[];
  busy?: boolean;
  lang?: string;
}) {
  const onAction = vi.fn();
  const onDeal = vi.fn();
  render(
    <I18nextProvider i18n={createI18n(lang)}>
      <BlackjackTable
        view={view}
        allowed={allowed}
        onAction={onAction}
        onDeal={onDeal}
        busy={busy}
        rules={rules}
        rtp={blackjackEngine.exactRtp(rules)}
        currency="EUR"
        minBet={50}
        maxBet={5_000}
        balance={10_000}
        demo={false}
      />
    </I18nextProvider>,
  );
  return { onAction, onDeal };
}

describe('the blackjack table', () => {
  it('states the rules and the computed return before the first deal, and deals the typed stake', () => {
    const { onDeal } = show({});
    expect(screen.getByText('The dealer stands on every 17, soft 17 included')).toBeTruthy();
    expect(screen.getByText('Blackjack pays 3 to 2')).toBeTruthy();
    expect(screen.getByText("Double on a first two cards' total of 9, 10 or 11")).toBeTruthy();
    expect(screen.getByTestId('blackjack-rtp').textContent).toContain('99.889%');
    expect(screen.getByTestId('blackjack-rtp').textContent).toContain('0.111%');
    fireEvent.change(screen.getByLabelText('Stake (EUR)'), { target: { value: '2.50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Deal' }));
    expect(onDeal).toHaveBeenCalledWith({ stake: 250 });
    fireEvent.change(screen.getByLabelText('Stake (EUR)'), { target: { value: '0.10' } });
    expect(screen.getByText('The smallest stake is €0.50')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Deal' }).hasAttribute('disabled')).toBe(true);
  });

  it('shows the up card and the hole card face down, the counts, and the allowed moves as buttons and keys', () => {
    const { view, allowed } = round([5, 9, 6, 8]);
    const { onAction } = show({ view, allowed });
    expect(screen.getByRole('img', { name: 'Nine of spades' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Card face down' })).toBeTruthy();
    expect(screen.getByTestId('blackjack-hand-0-count').textContent).toBe('11');
    expect(screen.getByTestId('blackjack-dealer-count').textContent).toBe('9');
    expect(screen.getAllByRole('button', { name: /Hit|Stand|Double|Split/ }).map((b) => b.textContent)).toEqual([
      'HitH',
      'StandS',
      'DoubleD',
    ]);
    fireEvent.keyDown(window, { code: 'KeyD', key: 'd' });
    fireEvent.keyDown(window, { code: 'KeyP', key: 'p' });
    fireEvent.click(screen.getByRole('button', { name: /Stand/ }));
    expect(onAction.mock.calls).toEqual([['double'], ['stand']]);
    expect(screen.getByLabelText('Stake (EUR)').hasAttribute('disabled')).toBe(true);
  });

  it('takes no key or press while a request is on its way', () => {
    const { view, allowed } = round([8, 9, 8, 8]);
    const { onAction } = show({ view, allowed, busy: true });
    fireEvent.keyDown(window, { code: 'KeyH', key: 'h' });
    fireEvent.click(screen.getByRole('button', { name: /Split/ }));
    expect(onAction).not.toHaveBeenCalled();
  });

  it('offers insurance on an ace at its cost', () => {
    const { view, allowed } = round([9, 14, 8, 7]);
    const { onAction } = show({ view, allowed });
    expect(screen.getByTestId('blackjack-status').textContent).toContain('Insurance costs €0.50');
    fireEvent.keyDown(window, { code: 'KeyI', key: 'i' });
    expect(onAction).toHaveBeenCalledWith('insurance');
  });

  it('turns the hole card over at the end and shows each hand of a split with its result and the round pay', () => {
    const { view, allowed } = round([8, 6, 8, 13, 8, 3, 13, 11], ['split', 'stand', 'hit']);
    show({ view, allowed });
    expect(screen.queryByRole('img', { name: 'Card face down' })).toBeNull();
    expect(screen.getByRole('img', { name: 'King of spades' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Hand 1 of 2' }).textContent).toContain('Win: pays €2.00');
    expect(screen.getByRole('region', { name: 'Hand 2 of 2' }).textContent).toContain('21');
    expect(screen.getByTestId('blackjack-status').textContent).toBe('The round pays €4.00.');
    expect(screen.queryByRole('group', { name: 'Your move' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Deal' }).hasAttribute('disabled')).toBe(false);
  });

  it('speaks Arabic', () => {
    show({ lang: 'ar' });
    expect(screen.getByRole('heading', { name: 'بلاك جاك' })).toBeTruthy();
  });
});
