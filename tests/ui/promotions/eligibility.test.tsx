// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PromotionsProjection } from '../../../src/protocol/promotions';
import type { PromotionItem } from '../../../src/protocol/schemas/promotions';
import { createI18n } from '../../../src/ui/i18n/allTexts';
import { Countdown } from '../../../src/ui/promotions/Countdown';
import { Eligibility } from '../../../src/ui/promotions/Eligibility';
import { FakeSessionCore, withCore } from '../session/fakeSessionCore';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const NOW = Date.UTC(2026, 10, 30, 12);
const ITEM: PromotionItem = {
  slug: 'weekend-reload',
  product: 'casino',
  section: 'rules',
  reward: 'reload',
  startsAt: new Date(NOW - 3_600_000).toISOString(),
  endsAt: new Date(NOW + 2 * 86_400_000 + 3 * 3_600_000 + 4 * 60_000 + 5_000).toISOString(),
  image: null,
  lang: 'en',
  title: 'Weekend reload',
  lead: '',
  optedIn: false,
  awards: [],
  eligibility: { eligible: true },
};
const VIEW: PromotionsProjection = { player: 'signedIn', lists: {}, pages: {}, busy: null, refusal: null };

function show(item: PromotionItem, view: PromotionsProjection = VIEW, lang = 'en') {
  const core = new FakeSessionCore();
  render(withCore(core, createI18n(lang), <Eligibility promotion={item} view={view} />));
  return core;
}

describe('a promotion’s eligibility', () => {
  it('opts an eligible player in with the promotion’s slug and language', () => {
    const core = show(ITEM);
    expect(screen.getByTestId('promo-eligibility').dataset.state).toBe('eligible');
    fireEvent.click(screen.getByTestId('promo-opt-in'));
    expect(core.dispatched).toEqual([{ type: 'promotions/optIn', payload: { slug: 'weekend-reload', lang: 'en' } }]);
  });

  it('tells every reason in the player’s language, with no button; a refusal is shown; opted in offers the opt-out', () => {
    show({ ...ITEM, eligibility: { eligible: false, reasons: ['play_blocked', 'deposit_needed'] } }, VIEW, 'ru');
    const reasons = [...screen.getByTestId('promo-reasons').querySelectorAll('li')].map((li) => li.textContent);
    expect(reasons).toEqual(['на вашем счёте действует перерыв или самоисключение', 'акция для игроков, сделавших депозит']);
    expect(screen.queryByTestId('promo-opt-in')).toBeNull();
    cleanup();
    const refused = { ...VIEW, refusal: { slug: 'weekend-reload', action: 'optOut' as const, code: 'promotions.paying', reasons: [] } };
    const core = show({ ...ITEM, optedIn: true, eligibility: { eligible: false, reasons: ['opted_in'] } }, refused);
    expect(screen.getByTestId('promo-refusal').textContent).toBe('You cannot opt out: the promotion has already paid you.');
    fireEvent.click(screen.getByTestId('promo-opt-out'));
    expect(core.dispatched[0]?.type).toBe('promotions/optOut');
  });

  it('asks a guest to sign in instead', () => {
    show({ ...ITEM, eligibility: { eligible: false, reasons: ['sign_in'] } }, { ...VIEW, player: 'guest' });
    expect(screen.getByTestId('promo-eligibility').dataset.state).toBe('guest');
    expect(screen.getByRole('button').textContent).toBe('Sign in');
  });
});

describe('the countdown', () => {
  it('counts down each second to the end, then says ended', () => {
    vi.useFakeTimers({ now: NOW });
    render(withCore(new FakeSessionCore(), createI18n('en'), <Countdown promotion={ITEM} />));
    const countdown = screen.getByTestId('promo-countdown');
    expect(countdown.textContent).toBe('Ends in 2 d 3 h 4 min 5 s');
    act(() => vi.advanceTimersByTime(1000));
    expect(countdown.textContent).toBe('Ends in 2 d 3 h 4 min 4 s');
    act(() => vi.advanceTimersByTime(3 * 86_400_000));
    expect(countdown.dataset.phase).toBe('ended');
    expect(countdown.textContent).toBe('Ended');
  });
});
