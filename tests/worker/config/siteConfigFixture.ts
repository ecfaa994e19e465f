import type { SiteConfig } from '../../../src/protocol/schemas/siteConfig';
import { makeDemoConfig } from '../../support/demoConfig';

/** A complete, valid site configuration as the server would answer it. */
export const siteConfig: SiteConfig = makeDemoConfig({
  companyName: 'Demo Bet',
  languages: [
    { id: 1, code: 'en', name: 'English', rtl: false },
    { id: 2, code: 'ru', name: 'Русский', rtl: false },
  ],
  maintenance: { started_at: null, ended_at: null, notify_started_at: null, notify_ended_at: null, isActive: false, web_state: true },
  bonusSettings: { isExpressBonusEnabled: true, isVipBetEnabled: false, isOneClickShown: true },
  analyticsApiKey: 'k',
  analyticsCounters: [{ type: 1, id: 'GTM-FIXTURE', scriptUrl: '/counters/tag-manager.js' }],
  isShowIdentification: false,
  isAvailableCallback: false,
  couponTypes: [{ typeId: 1, minAmount: 100, maxAmount: null }],
  customValueLimitTypes: [1],
  availableLimitIds: [1, 2],
});
