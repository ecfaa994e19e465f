// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PromotionAwardView } from '../../../src/protocol/schemas/promotions';
import { createI18n } from '../../../src/ui/i18n/allTexts';
import { Awards } from '../../../src/ui/promotions/Awards';
import { FakeSessionCore, withCore } from '../session/fakeSessionCore';

afterEach(cleanup);

const AT = new Date(Date.UTC(2026, 10, 30, 12)).toISOString();
const AWARDS: PromotionAwardView[] = [
  { kind: 'bonus', amount: 1_000, currency: 'EUR', code: null, at: AT },
  { kind: 'freeBet', amount: 500, currency: 'EUR', code: 'PROMO-7', at: AT },
  { kind: 'freeSpins', amount: 1, currency: 'EUR', code: null, at: AT },
  { kind: 'clubPoints', amount: 250, currency: null, code: null, at: AT },
];

const lines = (lang: string, awards = AWARDS) => {
  render(withCore(new FakeSessionCore(), createI18n(lang), <Awards awards={awards} lang={lang} />));
  return [...screen.getByTestId('promo-awards').querySelectorAll('li')].map((li) => li.textContent);
};

describe('what a promotion awarded the player', () => {
  it('says each award with its amount, the free bet’s code, counted spins and points, and the day', () => {
    expect(lines('en')).toEqual([
      'Awarded: €10.00 bonus on Nov 30',
      'Awarded: €5.00 free bet (promo code PROMO-7) on Nov 30',
      'Awarded: 1 free spin on Nov 30',
      'Awarded: 250 club points on Nov 30',
    ]);
  });

  it('is told in the page’s language with its plural forms', () => {
    expect(lines('ru', [{ kind: 'clubPoints', amount: 3, currency: null, code: null, at: AT }])).toEqual([
      'Начислено: 3 клубных балла, 30 нояб.',
    ]);
  });

  it('shows nothing when nothing was awarded', () => {
    render(withCore(new FakeSessionCore(), createI18n('en'), <Awards awards={[]} lang="en" />));
    expect(screen.queryByTestId('promo-awards')).toBeNull();
  });
});
