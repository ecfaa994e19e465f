// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { promotionListKey, type PromotionListRequest } from '../../../src/protocol/promotions';
import type { PageResolution } from '../../../src/protocol/routeAnswer';
import type { PromotionItem } from '../../../src/protocol/schemas/promotions';
import { createI18n } from '../../../src/ui/i18n/allTexts';
import { OfficePromotionPage } from '../../../src/ui/office/promotion/OfficePromotionPage';
import { NO_SESSION } from '../../../src/worker/session';
import { readyCore, withCore } from '../fakeCore';

afterEach(cleanup);

const NOW = Date.now();
const item = (slug: string, optedIn: boolean): PromotionItem => ({
  slug,
  product: 'sport',
  section: 'rules',
  reward: 'participation',
  startsAt: new Date(NOW - 86_400_000).toISOString(),
  endsAt: new Date(NOW + 86_400_000).toISOString(),
  image: null,
  lang: 'en',
  title: slug,
  lead: '',
  optedIn,
  eligibility: optedIn ? { eligible: false, reasons: ['opted_in'] } : { eligible: true },
  awards: [],
});
const request = (page: number, mine: boolean): PromotionListRequest => ({
  product: 'all',
  section: null,
  page,
  lang: 'en',
  scope: mine ? 'mine' : 'open',
});

describe('office/promotion', () => {
  it('asks the worker for the pages the address names, and pages each list on its own with links', async () => {
    const core = readyCore();
    core.push('session', { ...NO_SESSION, status: 'signedIn', userId: 7 });
    core.push('promotions', {
      player: 'signedIn',
      busy: null,
      refusal: null,
      pages: {},
      lists: {
        [promotionListKey(request(2, true))]: {
          status: 'ready',
          answer: { items: [item('mine-13', true)], page: 2, pageSize: 12, total: 30 },
        },
        [promotionListKey(request(1, false))]: {
          status: 'ready',
          answer: { items: [item('open-1', false)], page: 1, pageSize: 12, total: 13 },
        },
      },
    });
    const resolution = {
      kind: 'page',
      routeId: 'officePromotion',
      params: {},
      query: { opted: '2' },
      language: 'en',
    } as unknown as PageResolution;
    const router = createMemoryRouter([{ path: '*', element: <OfficePromotionPage resolution={resolution} /> }], {
      initialEntries: ['/en/office/promotion?opted=2'],
    });
    render(withCore(core, createI18n('en'), <RouterProvider router={router} />));

    await screen.findByTestId('office-promotions');
    const asked = core.dispatched.filter((c) => c.type === 'promotions/watchList').map((c) => c.payload);
    expect(asked).toEqual(expect.arrayContaining([request(2, true), request(1, false)]));

    const opted = within(screen.getByTestId('office-promotions-opted-pages'));
    expect(opted.getByText('Page 2 of 3')).toBeTruthy();
    expect(opted.getByRole('link', { name: 'Previous' }).getAttribute('href')).toBe('/en/office/promotion');
    expect(opted.getByRole('link', { name: 'Next' }).getAttribute('href')).toBe('/en/office/promotion?opted=3');
    const open = within(screen.getByTestId('office-promotions-open-pages'));
    expect(open.getByText('Page 1 of 2')).toBeTruthy();
    expect(open.queryByRole('link', { name: 'Previous' })).toBeNull();
    expect(open.getByRole('link', { name: 'Next' }).getAttribute('href')).toBe('/en/office/promotion?opted=2&open=2');
    expect(screen.getByTestId('office-promotions-opted').querySelector('[data-slug="mine-13"]')).toBeTruthy();
  });
});
