// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { CasinoGame, CasinoPageResult } from '../../../src/protocol/casino/catalogue';
import type { FirstGame, FirstGameResult } from '../../../src/protocol/casino/firstGame';
import type { PageResolution } from '../../../src/protocol/routeAnswer';
import type { UserConfig } from '../../../src/protocol/schemas/auth';
import { SlotFirstDepositPage } from '../../../src/ui/casino/firstGame/SlotFirstDepositPage';
import { ThankYouPage } from '../../../src/ui/casino/firstGame/ThankYouPage';
import { createI18n } from '../../../src/ui/i18n/allTexts';
import { NO_SESSION } from '../../../src/worker/session/controller';
import { readyCore, TEST_CONFIG, withCore, type FakeCore } from '../fakeCore';

/** The two pages paint what the worker answers: a fake core stands in for it. */
afterEach(cleanup);

const game = (id: number, name: string): CasinoGame => ({
  id,
  slug: name.toLowerCase().replace(/ /g, '-'),
  name,
  provider: 'north-reels',
  providerName: 'North Reels',
  category: 'slots',
  subcategory: 'video',
  tags: [],
  rtp: 0.96,
  minBet: 10,
  maxBet: 10_000,
  engine: 'slot',
  variant: 'classic',
  theme: 'classic',
  image: `/web-api/casino/tiles/${id}.svg`,
});

const FIRST: FirstGame = {
  gameId: '1001',
  game: game(1001, 'Book of Sands'),
  section: 'slots',
  firstRoundAt: Date.UTC(2026, 10, 29, 12),
  rounds: 3,
  staked: 1_500,
  won: 2_000,
  currency: 'RUB',
};

function answering(core: FakeCore, first: () => FirstGameResult, games: () => CasinoPageResult) {
  const asked: unknown[] = [];
  Object.assign(core, {
    casinoFirstGame: () => Promise.resolve(first()),
    casinoGames: (input: unknown) => {
      asked.push(input);
      return Promise.resolve(games());
    },
  });
  return asked;
}

const gamesOk = (): CasinoPageResult => ({
  status: 'ok',
  page: {
    games: [game(1001, 'Book of Sands'), game(1002, 'Fruit Party'), game(1003, 'Wild Coast')],
    total: 3,
    cursor: 0,
    nextCursor: null,
  },
});

function signIn(core: FakeCore, config: Partial<UserConfig> = {}) {
  core.push('session', {
    ...NO_SESSION,
    status: 'signedIn',
    userId: 7,
    login: 'demo',
    config: { has_deposit: false, bonus_choice: 1, ...config } as UserConfig,
  });
}

function show(core: FakeCore, Page: typeof ThankYouPage, params: Record<string, string> = {}, lang = 'en') {
  const resolution = { params, language: lang, query: {} } as unknown as PageResolution;
  render(withCore(core, createI18n(lang), <MemoryRouter>{<Page resolution={resolution} />}</MemoryRouter>));
}

const flush = () => act(async () => {});

describe('the thank-you page', () => {
  it('thanks the player with the first session, the responsible-gaming tools, more games of the section and the lobby', async () => {
    const core = readyCore();
    signIn(core);
    const asked = answering(core, () => ({ status: 'ok', first: FIRST }), gamesOk);
    show(core, ThankYouPage, { section: 'slots' });
    await flush();
    await flush();
    expect(screen.getByTestId('thankyou-lead').textContent).toBe('You played your first real-money game with us: Book of Sands.');
    const facts = screen.getByTestId('first-game-summary').textContent ?? '';
    expect(facts).toContain('North Reels');
    expect(facts).toContain('Rounds3');
    expect(facts).toMatch(/StakedRUB\s15\.00/);
    expect(facts).toMatch(/WonRUB\s20\.00/);
    expect(screen.getByTestId('thankyou-limits').getAttribute('href')).toBe('/en/office/responsible');
    expect(asked).toEqual([{ filter: { category: 'slots', sort: 'popular' }, cursor: 0 }]);
    // The first game itself is not offered again.
    expect(screen.getAllByTestId('casino-pages-game').map((a) => a.textContent)).toEqual([
      'Fruit PartyNorth Reels',
      'Wild CoastNorth Reels',
    ]);
    expect(screen.getByTestId('thankyou-lobby').getAttribute('href')).toBe('/en/slots');
  });

  it('opened with no first game yet says so and links to the lobby', async () => {
    const core = readyCore();
    signIn(core);
    answering(core, () => ({ status: 'ok', first: null }), gamesOk);
    show(core, ThankYouPage, { section: 'line' });
    await flush();
    expect(screen.getByTestId('thankyou-none').textContent).toContain('No real-money game yet');
    expect(screen.getByTestId('thankyou-lobby').getAttribute('href')).toBe('/en/casino-lobby');
  });

  it('asks a guest to sign in, and offers a retry when the first game could not be read', async () => {
    const guest = readyCore();
    guest.push('session', { ...NO_SESSION, status: 'signedOut' });
    show(guest, ThankYouPage, { section: 'slots' });
    await flush();
    expect(screen.getByTestId('thankyou-guest').textContent).toContain('Sign in to see your first game');
    cleanup();

    const core = readyCore();
    signIn(core);
    let answer: FirstGameResult = { status: 'error' };
    answering(core, () => answer, gamesOk);
    show(core, ThankYouPage, { section: 'slots' });
    await flush();
    expect(screen.getByTestId('thankyou-error')).toBeTruthy();
    answer = { status: 'ok', first: FIRST };
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await flush();
    await flush();
    expect(screen.getByTestId('first-game-summary')).toBeTruthy();
  });

  it('speaks the player language (Arabic, a right-to-left one)', async () => {
    const core = readyCore();
    signIn(core);
    answering(core, () => ({ status: 'ok', first: null }), gamesOk);
    show(core, ThankYouPage, { section: 'slots' }, 'ar');
    await flush();
    await flush();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('شكرًا على اللعب');
  });
});

const OFFER = { percent: 100, capByCurrency: { RUB: 1_000_000 }, wageringMultiplier: 35, days: 30, maxConversionMultiplier: 5 };

describe('the first-deposit bonus page', () => {
  function offering(core: FakeCore, offer: typeof OFFER | null = OFFER) {
    core.push('siteConfig', { status: 'ready', lang: 'en', config: { ...TEST_CONFIG, firstDepositBonusSetting: offer } });
  }

  it('shows the operator offer and popular slots; a guest is sent to register', async () => {
    const core = readyCore();
    offering(core);
    core.push('session', { ...NO_SESSION, status: 'signedOut' });
    const asked = answering(core, () => ({ status: 'ok', first: null }), gamesOk);
    show(core, SlotFirstDepositPage);
    await flush();
    const terms = screen.getByTestId('first-deposit-terms').textContent ?? '';
    expect(terms).toContain('100% of the first deposit');
    expect(terms).toContain('× 35 the bonus');
    expect(terms).toMatch(/10,000/);
    expect(asked).toEqual([{ filter: { category: 'slots', sort: 'popular' }, cursor: 0 }]);
    expect(screen.getAllByTestId('casino-pages-game')).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Register to claim it' }).getAttribute('href')).toBe('/en/registration');
  });

  it('sends a player without a deposit to the deposit page, and tells one who has deposited the offer was for the first', async () => {
    const core = readyCore();
    offering(core);
    signIn(core);
    answering(core, () => ({ status: 'ok', first: null }), gamesOk);
    show(core, SlotFirstDepositPage);
    await flush();
    expect(screen.getByRole('link', { name: 'Make your first deposit' }).getAttribute('href')).toBe('/en/recharge');
    act(() => signIn(core, { has_deposit: true }));
    expect(screen.getByTestId('first-deposit-action').textContent).toContain('already made one');
    expect(screen.queryByRole('link', { name: 'Make your first deposit' })).toBeNull();
    act(() => signIn(core, { bonus_choice: 0 }));
    expect(screen.getByTestId('first-deposit-action').textContent).toContain('without bonuses');
  });

  it('says plainly when the site offers no such bonus, and shows an error with a retry when the slots fail', async () => {
    const core = readyCore();
    offering(core, null);
    signIn(core);
    let games: CasinoPageResult = { status: 'error' };
    answering(
      core,
      () => ({ status: 'ok', first: null }),
      () => games,
    );
    show(core, SlotFirstDepositPage);
    await flush();
    expect(screen.getByTestId('first-deposit-none').textContent).toContain('No first-deposit bonus right now');
    expect(screen.queryByTestId('first-deposit-action')).toBeNull();
    expect(screen.getByRole('alert').textContent).toContain('The games could not be loaded.');
    games = gamesOk();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await flush();
    expect(screen.getAllByTestId('casino-pages-game')).toHaveLength(3);
  });
});
