import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useProjection } from '../core-access/coreContext';
import { useTabList } from '../components/useTabList';
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
  const base = useId();
  const current: Tab = slip?.tab ?? 'coupon';
  const select = (tab: Tab) => {
    if (tab !== current) void dispatch({ type: 'coupon/selectTab', payload: { tab } });
  };
  const tabs = useTabList(TABS, current, select);

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
      <div className="slip-tabs" role="tablist" aria-label={t('coupon.tabs.label')}>
        {TABS.map((tab, i) => (
          <button
            key={tab}
            ref={tabs.tabRef(i)}
            type="button"
            role="tab"
            id={`${base}-tab-${tab}`}
            aria-selected={slip.tab === tab}
            aria-controls={`${base}-panel`}
            tabIndex={slip.tab === tab ? 0 : -1}
            className="slip-tabs__tab"
            data-testid={`slip-tab-${tab}`}
            onClick={() => select(tab)}
            onKeyDown={tabs.onKeyDown}
          >
            {label(tab)}
          </button>
        ))}
      </div>
      <div className="slip-panel" role="tabpanel" id={`${base}-panel`} aria-labelledby={`${base}-tab-${slip.tab}`}>
        {slip.tab === 'coupon' ? <CouponPanel slip={slip} lang={lang} /> : <EmbeddedApp name="myBets" props={{ lang }} />}
      </div>
    </section>
  );
}
