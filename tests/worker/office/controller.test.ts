import { describe, expect, it } from 'vitest';
import { EXCHANGE_RATES } from '../../../src/protocol/constants/office';
import { OFFICE_PATHS } from '../../../src/protocol/schemas/office';
import { OfficeController } from '../../../src/worker/office/controller';
import { NO_SESSION } from '../../../src/worker/session';
import { VirtualClock } from '../../support/virtualClock';
import { account, signedIn } from '../coupon/harness';
import { json } from '../http/fakeFetch';
import { coreLink, scriptedHttp } from '../support/coreLink';

const SETTINGS = {
  commonSettings: {},
  otherSettings: {},
  notificationSettings: {},
  cashbackSetting: { mode: 'points', percent: 0 },
  bonusSetting: { choice: 0 },
  firstDepositBonusSetting: { available: false, percent: null },
  pointsAccumulated: 0,
  availableCurrencies: [],
  sports: [],
  lineSports: [],
  liveSports: [],
  lineDisallowSports: [],
  liveDisallowSports: [],
  showFavoriteTeams: true,
  showPromoCodeCheck: true,
  showWallets: true,
  clubPoints: 0,
  showClubPoints: false,
  walletAttributes: { titleKey: 'officeFrame.wallets.title' },
  promoSetting: { promoCodeCheckSection: { isAvailable: true } },
  menuCategories: [],
  menuUserData: { id: 7, login: 'demo', name: 'Demo', email: '' },
  convertAccount: 0,
  exchangeRates: EXCHANGE_RATES,
};
const TRANSFER = {
  transfer: { id: 5, at: 1, fromAccountId: 11, toAccountId: 12, fromIso: 'EUR', toIso: 'EUR', amount: 100, credited: 100 },
  repeated: false,
  balances: [],
};

function harness(session = signedIn([account(), account({ id: 12, type: 9, iso: 'USD', isActive: false })])) {
  const clock = new VirtualClock(Date.UTC(2026, 10, 29));
  const { http, calls } = scriptedHttp(clock, {
    [OFFICE_PATHS.settings]: [json(200, SETTINGS)],
    [OFFICE_PATHS.transfers]: [json(200, TRANSFER)],
  });
  const controller = new OfficeController({ http });
  coreLink(controller, { clock, session });
  const posts = () => calls.filter((c) => c.url.pathname === OFFICE_PATHS.transfers);
  return { controller, posts };
}

describe('OfficeController', () => {
  it('refuses with the core rules before sending: a conversion the setting does not allow costs no call', async () => {
    const { controller, posts } = harness();
    expect((await controller.queries.officeSettings({ lang: 'en' })).status).toBe('ok');
    const answer = await controller.queries.officeTransfer({ fromAccountId: 11, toAccountId: 12, amount: 100, key: 'key-00000001' });
    expect(answer).toMatchObject({ status: 'refused', code: 'office.convert_not_allowed' });
    expect(posts()).toHaveLength(0);
  });

  it('sends an allowed transfer with its idempotency key, and answers a guest as signed out', async () => {
    const { controller, posts } = harness(signedIn([account(), account({ id: 12, type: 9, isActive: false })]));
    await controller.queries.officeSettings({ lang: 'en' });
    const answer = await controller.queries.officeTransfer({ fromAccountId: 11, toAccountId: 12, amount: 100, key: 'key-00000002' });
    expect(answer.status).toBe('ok');
    expect(posts()).toHaveLength(1);
    expect(posts()[0]!.headers.get('idempotency-key')).toBe('key-00000002');
    const guest = harness(NO_SESSION);
    expect(await guest.controller.queries.officeSettings({ lang: 'en' })).toEqual({ status: 'signedOut' });
  });
});
