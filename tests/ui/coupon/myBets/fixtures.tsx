import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type DataRouter } from 'react-router';
import type { CouponRequestOutcome, PendingCouponRequest } from '../../../../src/protocol/coupon';
import type { CouponView } from '../../../../src/protocol/schemas/bets';
import { EMPTY_MY_BETS, type CouponProjection, type MyBetsProjection } from '../../../../src/protocol/slip';
import { slipApps } from '../slipFixtures';
import { RemoteAppsProvider } from '../../../../src/ui/apps/RemoteAppsContext';
import { createI18n } from '../../../../src/ui/i18n/allTexts';
import { PLACED_AT, slipProjection } from '../../../support/bets';
import { readyCore, withCore, type FakeCore } from '../../fakeCore';

export function myBets(items: CouponView[], extra: Partial<MyBetsProjection> = {}): MyBetsProjection {
  return { ...EMPTY_MY_BETS, status: 'ready', items, total: items.length, updatedAt: PLACED_AT, ...extra };
}

/** The slip as the worker pushes it, with the sell and insure requests a test sets: all that "My bets" reads of it. */
export function slip(
  requests: { pending?: PendingCouponRequest[]; outcomes?: Record<string, CouponRequestOutcome> } = {},
): CouponProjection {
  return slipProjection({
    tab: 'myBets',
    pendingRequests: requests.pending ?? [],
    placedCouponStatus: Object.fromEntries(
      Object.entries(requests.outcomes ?? {}).map(([id, lastOutcome]) => [
        id,
        {
          soldAmount: lastOutcome.status === 'sold' ? lastOutcome.amount : null,
          insuredAmount: lastOutcome.status === 'insured' ? lastOutcome.amount : null,
          lastOutcome,
        },
      ]),
    ),
  });
}

/** A started worker with the player's bets and slip pushed. */
export function betsCore(view: MyBetsProjection, coupon: CouponProjection = slip()): FakeCore {
  const core = readyCore();
  core.push('myBets', view);
  core.push('coupon', coupon);
  return core;
}

/** Renders `element` at `path` in a memory router, in `lang`. */
export function renderAt(core: FakeCore, element: ReactNode, path = '/en', lang = 'en'): RenderResult & { router: DataRouter } {
  const router = createMemoryRouter(
    [
      { path: '/:lng', element },
      { path: '/:lng/*', element: <p data-testid="elsewhere">elsewhere</p> },
    ],
    { initialEntries: [path] },
  );
  const i18n = createI18n(lang);
  const result = render(
    withCore(
      core,
      i18n,
      <RemoteAppsProvider apps={slipApps(i18n)}>
        <RouterProvider router={router} />
      </RemoteAppsProvider>,
    ),
  );
  return Object.assign(result, { router });
}
