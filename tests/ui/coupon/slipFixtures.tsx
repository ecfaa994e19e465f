import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { CouponProjection } from '../../../src/protocol/slip';
import { CoreProvider } from '../../../src/ui/core-access/coreContext';
import { createI18n } from '../../../src/ui/i18n/allTexts';
import { Slip } from '../../../src/ui/coupon/Slip';
import { slipProjection } from '../../support/bets';
import { FakeCore, readyCore } from '../fakeCore';

/** A worker double with the slip pushed; the test changes `answer` to refuse commands. */
export function slipCore(slip: CouponProjection = slipProjection()): FakeCore {
  const core = readyCore();
  core.push('coupon', slip);
  core.push('session', { status: slip.player === 'signedIn' ? 'signedIn' : 'signedOut', userId: 42 } as never);
  return core;
}

export function renderSlip(core: FakeCore, lang = 'en', element: ReactNode = <Slip lang={lang} />) {
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [`/${lang}`] });
  return render(
    <I18nextProvider i18n={createI18n(lang)}>
      <CoreProvider client={core}>
        <RouterProvider router={router} />
      </CoreProvider>
    </I18nextProvider>,
  );
}

/** The coupon commands the slip sent, as type and payload. */
export function sent(core: FakeCore, type?: string): { type: string; payload: unknown }[] {
  return core.dispatched.filter((c) => type === undefined || c.type === type).map((c) => ({ type: c.type, payload: c.payload }));
}
