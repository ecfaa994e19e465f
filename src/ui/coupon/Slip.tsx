import { useTranslation } from 'react-i18next';
import { useDispatch, useProjection } from '../core-access/coreContext';
import { Segmented } from '../design/Segmented';
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
  const select = (tab: Tab) => {
    if (tab !== current) void dispatch({ type: 'coupon/selectTab', payload: { tab } });
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
      <Segmented
        name="slip-tab"
        look="underline"
        className="slip-tabs"
        label={t('coupon.tabs.label')}
        value={current}
        onChange={select}
        options={TABS.map((tab) => ({ value: tab, label: label(tab), testId: `slip-tab-${tab}` }))}
      />
      <div className="slip-panel">
        {current === 'coupon' ? <CouponPanel slip={slip} lang={lang} /> : <EmbeddedApp name="myBets" props={{ lang }} />}
      </div>
    </section>
  );
}
