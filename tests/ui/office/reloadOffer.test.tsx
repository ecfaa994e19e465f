// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import type { ReloadOffer } from '../../../src/protocol/schemas/bonus';
import { createI18n } from '../../../src/ui/i18n/allTexts';
import { ReloadOfferCard } from '../../../src/ui/office/bonus/ReloadOfferCard';

afterEach(cleanup);

const OFFER: ReloadOffer = {
  percent: 50,
  currencyIso: 'RUB',
  cap: 500_000,
  wageringMultiplier: 5,
  days: 14,
  maxConversionMultiplier: 1,
  optedIn: null,
};

function show(offer: ReloadOffer, lang = 'en', busy = false) {
  const chosen: ReloadOffer['optedIn'][] = [];
  render(
    <I18nextProvider i18n={createI18n(lang)}>
      <ReloadOfferCard offer={offer} lang={lang} busy={busy} onOptIn={(product) => chosen.push(product)} />
    </I18nextProvider>,
  );
  return chosen;
}

describe('the reload offer', () => {
  it('words the terms with the cap in the player’s currency and opts in on the product chosen', () => {
    const chosen = show(OFFER);
    const card = screen.getByTestId('reload-offer');
    expect(card.textContent).toContain('50% of your next deposit, up to');
    expect(card.textContent).toMatch(/5,000\.00/);
    expect(card.textContent).toContain('wagered 5 times within 14 days');
    // Each product's rule beside its button.
    expect(card.textContent).toContain('accumulators of at least 3 selections');
    expect(card.textContent).toContain('slot rounds');
    fireEvent.click(screen.getByTestId('reload-opt-in-casino'));
    expect(chosen).toEqual(['casino']);
  });

  it('once opted in, says which and offers the opt-out; buttons wait while a change is on its way', () => {
    const chosen = show({ ...OFFER, optedIn: 'sport' });
    expect(screen.getByTestId('reload-opted').textContent).toBe('Opted in: sports');
    expect(screen.queryByTestId('reload-opt-in-sport')).toBeNull();
    fireEvent.click(screen.getByTestId('reload-opt-out'));
    expect(chosen).toEqual([null]);
    cleanup();
    show(OFFER, 'ar', true);
    expect((screen.getByTestId('reload-opt-in-sport') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('reload-offer').textContent).toContain('مكافأة إعادة الإيداع');
  });
});
