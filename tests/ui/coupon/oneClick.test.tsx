// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_COUPON_SETTINGS } from '../../../src/protocol/coupon';
import { EMPTY_LIVE_PROJECTION, type LiveGameView, type LiveProjection } from '../../../src/protocol/live-client';
import { reject } from '../../../src/protocol/rejections';
import { clearLoginRequest, useLoginRequest, type LoginRequest } from '../../../src/ui/core-access/loginRequest';
import { TopEvents } from '../../../src/ui/live/TopEvents';
import { clearToasts } from '../../../src/ui/design/toastStore';
import { slipProjection } from '../../support/bets';
import { renderSlip, sent, slipCore } from './slipFixtures';

afterEach(() => {
  cleanup();
  clearLoginRequest();
  act(() => clearToasts());
});

const game: LiveGameView = {
  gameId: 1,
  sportId: 1,
  champId: 101,
  champName: 'Premier',
  opponent1: 'Home',
  opponent2: 'Away',
  startTime: 1_800_000_000_000,
  isTop: true,
  hasVideo: false,
  gameNumber: null,
  periodScores: [],
  rowMarketIds: [10],
  sportSlug: 'football',
  isCyber: false,
  team1Slug: 'home',
  team2Slug: 'away',
  status: 1,
  period: 0,
  score1: 0,
  score2: 0,
  fullScore: '',
  timeSec: null,
  markets: [
    {
      marketId: 10,
      typeId: 1,
      name: 'Match result',
      param: null,
      isSuspended: false,
      outcomes: [{ outcomeId: 101, typeId: 1, kind: 1, name: '1', coef: 1.5, text: '1.5', dir: null, changes: 0, at: 0 }],
    },
  ],
};

const live: LiveProjection = {
  ...EMPTY_LIVE_PROJECTION,
  feed: { status: 'online', attempt: 0, retryAt: null },
  topics: ['home'],
  lists: { home: [1] },
  games: { 1: game },
};

function page(oneClick: boolean, player: 'signedIn' | 'guest' = 'signedIn') {
  const core = slipCore(
    slipProjection({ player, bets: [], settings: { ...DEFAULT_COUPON_SETTINGS, isActiveOneClick: oneClick, oneClickAmount: 5_000 } }),
  );
  let request: LoginRequest | null = null;
  function Probe() {
    request = useLoginRequest();
    return null;
  }
  renderSlip(
    core,
    'en',
    <>
      <Probe />
      <TopEvents />
    </>,
  );
  act(() => core.push('live', live));
  return { core, request: () => request };
}

describe('one-click betting from a coefficient', () => {
  it('with one-click on, a click places a single at once instead of adding it to the coupon', () => {
    const { core } = page(true);
    const outcome = screen.getByTestId('live-outcome-101');
    expect(outcome.getAttribute('aria-label')).toBe('1 at 1.5: place a one-click bet');
    fireEvent.click(outcome);
    expect(sent(core, 'coupon/addBet')).toEqual([]);
    expect(sent(core, 'coupon/placeOneClick')).toEqual([
      {
        type: 'coupon/placeOneClick',
        payload: { bet: expect.objectContaining({ market: expect.objectContaining({ id: 101, gameId: 1, coef: 1.5 }) }) },
      },
    ]);
  });

  it('with one-click off, the click adds the bet as before', () => {
    const { core } = page(false);
    fireEvent.click(screen.getByTestId('live-outcome-101'));
    expect(sent(core, 'coupon/placeOneClick')).toEqual([]);
    expect(sent(core, 'coupon/addBet')).toHaveLength(1);
  });

  it('a refused one-click bet says why; a guest is asked to sign in', async () => {
    const { core, request } = page(true, 'guest');
    core.answer = () => reject('coupon.no_account');
    fireEvent.click(screen.getByTestId('live-outcome-101'));
    expect((await screen.findByTestId('live-notice')).textContent).toContain('Sign in and choose an account to place a bet.');
    await waitFor(() => expect(request()).toEqual({ returnUrl: null, reason: 'bet' }));
  });
});
