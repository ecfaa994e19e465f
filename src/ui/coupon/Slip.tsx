import { useTranslation } from 'react-i18next';
import { useDispatch, useProjection } from '../core-access/coreContext';
import { Tab, TabList, TabPanel, Tabs } from '../design/Tabs';
import { EmbeddedApp } from '../apps/EmbeddedApp';
import { CouponPanel } from './CouponPanel';
import './slip.css';

const TABS = ['coupon', 'myBets'] as const;
type Tab = (typeof TABS)[number];

/**
 * The bet slip of the right-side column (SPEC 2): the coupon and
 * "my bets" tabs. It paints the worker's coupon projection and sends coupon
 * commands; the slip is a projection of stored events, so every open tab
 * shows the same slip, and a reload or a browser restart keeps it.
 */
export function Slip({ lang }: { lang: string }) {
  const { t } = useTranslation();
  const slip = useProjection('coupon');
  const dispatch = useDispatch();
  const current: Tab = slip?.tab ?? 'coupon';
  const select = (tab: string) => {
    if (tab !== current && (TABS as readonly string[]).includes(tab))
      void dispatch({ type: 'coupon/selectTab', payload: { tab: tab as Tab } });
  };

  if (!slip) {
    return (
      <section className="slip" aria-label={t('coupon.title')} aria-busy="true" data-testid="slip" data-state="loading">
        <p className="slip-hint" role="status">
          <span className="spinner spinner--small" aria-hidden="true" /> {t('coupon.loading')}
        </p>
      </section>
    );
  }

  const label = (tab: Tab) =>
    tab === 'coupon'
      ? slip.bets.length > 0
        ? t('coupon.tabs.coupon_count', { count: slip.bets.length })
        : t('coupon.tabs.coupon')
      : t('coupon.tabs.my_bets');

  return (
    <section className="slip" aria-label={t('coupon.title')} data-testid="slip" data-state="ready" data-tab={slip.tab}>
      <Tabs value={slip.tab} onValueChange={select}>
        <TabList className="slip-tabs" aria-label={t('coupon.tabs.label')}>
          {TABS.map((tab) => (
            <Tab key={tab} value={tab} data-testid={`slip-tab-${tab}`}>
              {label(tab)}
            </Tab>
          ))}
        </TabList>
        <TabPanel value="coupon" className="slip-panel">
          <CouponPanel slip={slip} lang={lang} />
        </TabPanel>
        <TabPanel value="myBets" className="slip-panel">
          <EmbeddedApp name="myBets" props={{ lang }} />
        </TabPanel>
      </Tabs>
    </section>
  );
}
