import { useId, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useProjection } from '../app/coreContext';
import { CouponPanel } from './CouponPanel';
import { MyBets } from './myBets/MyBets';
import './slip.css';

const TABS = ['coupon', 'myBets'] as const;
type Tab = (typeof TABS)[number];

/**
 * The bet slip of the right-side column (SPEC 2, issue 6): the coupon and
 * "my bets" tabs. It paints the worker's coupon projection and sends coupon
 * commands; the slip is a projection of stored events, so every open tab
 * shows the same slip, and a reload or a browser restart keeps it.
 */
export function Slip({ lang }: { lang: string }) {
  const { t } = useTranslation();
  const slip = useProjection('coupon');
  const dispatch = useDispatch();
  const base = useId();
  const tabRefs = useRef<Partial<Record<Tab, HTMLButtonElement | null>>>({});

  if (!slip) {
    return (
      <section className="slip" aria-label={t('coupon.title')} aria-busy="true" data-testid="slip" data-state="loading">
        <p className="slip-hint" role="status">
          <span className="spinner spinner--small" aria-hidden="true" /> {t('coupon.loading')}
        </p>
      </section>
    );
  }

  const select = (tab: Tab) => {
    if (tab !== slip.tab) void dispatch({ type: 'coupon/selectTab', payload: { tab } });
  };
  // WAI-ARIA tabs: arrows move between the tabs (mirrored in right-to-left), Home and End jump.
  const onKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const index = TABS.indexOf(slip.tab);
    let next: number | null = null;
    if (event.key === 'ArrowRight') next = index + (rtl ? -1 : 1);
    if (event.key === 'ArrowLeft') next = index + (rtl ? 1 : -1);
    if (event.key === 'Home') next = 0;
    if (event.key === 'End') next = TABS.length - 1;
    if (next === null) return;
    event.preventDefault();
    const tab = TABS[(next + TABS.length) % TABS.length] as Tab;
    tabRefs.current[tab]?.focus();
    select(tab);
  };
  const label = (tab: Tab) => (tab === 'coupon' ? (slip.bets.length > 0 ? t('coupon.tabs.coupon_count', { count: slip.bets.length }) : t('coupon.tabs.coupon')) : t('coupon.tabs.my_bets'));

  return (
    <section className="slip" aria-label={t('coupon.title')} data-testid="slip" data-state="ready" data-tab={slip.tab}>
      <div className="slip-tabs" role="tablist" aria-label={t('coupon.tabs.label')}>
        {TABS.map((tab) => (
          <button
            key={tab}
            ref={(el) => {
              tabRefs.current[tab] = el;
            }}
            type="button"
            role="tab"
            id={`${base}-tab-${tab}`}
            aria-selected={slip.tab === tab}
            aria-controls={`${base}-panel`}
            tabIndex={slip.tab === tab ? 0 : -1}
            className="slip-tabs__tab"
            data-testid={`slip-tab-${tab}`}
            onClick={() => select(tab)}
            onKeyDown={onKey}
          >
            {label(tab)}
          </button>
        ))}
      </div>
      <div className="slip-panel" role="tabpanel" id={`${base}-panel`} aria-labelledby={`${base}-tab-${slip.tab}`}>
        {slip.tab === 'coupon' ? <CouponPanel slip={slip} lang={lang} /> : <MyBets lang={lang} />}
      </div>
    </section>
  );
}
