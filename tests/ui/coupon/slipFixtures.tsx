import { render } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { CouponProjection } from '../../../src/protocol/slip';
import { createRemoteApps } from '../../../src/ui/apps/createRemoteApps';
import { RemoteAppsProvider } from '../../../src/ui/apps/RemoteAppsContext';
import { CoreProvider } from '../../../src/ui/core-access/coreContext';
import { createI18n } from '../../../src/ui/i18n/allTexts';
import { app as couponBets } from '../../../src/ui/coupon/couponBetsApp';
import { app as myBets } from '../../../src/ui/coupon/myBets/myBetsApp';
import { app as placementOutcome } from '../../../src/ui/coupon/placementOutcomeApp';
import { Slip } from '../../../src/ui/coupon/Slip';
import { app as dialog } from '../../../src/ui/design/dialogApp';
import { Toaster } from '../../../src/ui/design/Toaster';
import { app as slipSettings } from '../../../src/ui/coupon/slipSettingsApp';
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
  const i18n = createI18n(lang);
  return render(
    <I18nextProvider i18n={i18n}>
      <CoreProvider client={core}>
        <RemoteAppsProvider apps={slipApps(i18n)}>
          <RouterProvider router={router} />
        </RemoteAppsProvider>
      </CoreProvider>
      <Toaster />
    </I18nextProvider>,
  );
}

/** Remote apps with the slip's parts already in memory: these tests are about the slip, not about fetching it (tests/ui/apps are). */
export function slipApps(i18n: I18n) {
  const apps = createRemoteApps(i18n);
  apps.keep('couponBets', couponBets);
  apps.keep('slipSettings', slipSettings);
  apps.keep('myBets', myBets);
  apps.keep('placementOutcome', placementOutcome);
  apps.keep('dialog', dialog);
  return apps;
}

/** The coupon commands the slip sent, as type and payload. */
export function sent(core: FakeCore, type?: string): { type: string; payload: unknown }[] {
  return core.dispatched.filter((c) => type === undefined || c.type === type).map((c) => ({ type: c.type, payload: c.payload }));
}
