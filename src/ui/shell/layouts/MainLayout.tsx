import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { RouteMeta } from '../../../protocol/routes';
import { useProjectionSelector } from '../../core-access/coreContext';
import { Header } from '../../components/Header';
import { StorageWarningBanner } from '../../components/StorageWarningBanner';
import { readCookies } from '../browserFacts';
import { CookieConsent } from '../consent/CookieConsent';
import { ToastHost } from '../ToastHost';
import { EmbeddedApp } from '../../apps/EmbeddedApp';
import { QuickCouponSlot } from '../../coupon/QuickCouponSlot';
import { FooterSlot } from '../../footer/FooterSlot';
import { BuildReport } from '../../apps/BuildReport';
import { IdleStarts } from '../../apps/IdleStarts';
import { showsRegistrationWidget, type Side } from './sideColumns';
import { useSideColumns } from './useSideColumns';
import { useVisitorOffers } from '../useVisitorOffers';
import { usePhoneLayout } from '../phone/usePhoneLayout';
import { MediaColumnSlot, MediaLayer, useMediaSlots } from '../../media/MediaSlots';
import '../phone/phone.css';

// The phone's bottom bar, sheet and drawers: a chunk of their own, never in a desktop first load.
const PhoneChrome = lazy(() => import('../phone/PhoneChrome'));

/**
 * The main layout of SPEC 2: header, the left sports menu, the page, the right column, footer, support. On a phone
 * (data-mode="phone") the side columns give way to the bottom bar: the slip and the sports menu open from it.
 */
export function MainLayout({ lang, meta, children }: { lang: string; meta: RouteMeta; children: ReactNode }) {
  const { t } = useTranslation();
  const asianView = useProjectionSelector('preferences', (p) => p.appViewType === 1) ?? false;
  // What the route answer for this page offers this visitor: languages, registration, the support button's options.
  const offers = useVisitorOffers();
  const signedIn = useProjectionSelector('session', (s) => s.status === 'signedIn') ?? Boolean(readCookies().ua);
  const playerName = useProjectionSelector('session', (s) => (s.status === 'signedIn' ? s.login : null)) ?? null;
  const { collapsed, toggle } = useSideColumns();
  const phone = usePhoneLayout(offers.device);
  const [cookieSettingsOpen, setCookieSettingsOpen] = useState(false);
  const media = useMediaSlots();
  // The served frame (prerender/ShellFrame.tsx) is out of sight from the layout's first paint (frame.css); out of the
  // document too, so no later style pass or query walks its nodes.
  useEffect(() => document.querySelector('.boot-frame')?.remove(), []);

  // Until the worker's first push of the slip, the coupon counts as empty.
  const betCount = useProjectionSelector('coupon', (c) => c.bets.length) ?? 0;
  const couponEmpty = betCount === 0;
  const widget = showsRegistrationWidget({
    signedIn,
    registrationAllowed: offers.registration,
    rightCollapsed: collapsed.right,
    couponEmpty,
    asianView,
  });

  return (
    <div
      className="app-shell shell-main"
      data-testid="layout-main"
      data-layout="main"
      data-mode={phone ? 'phone' : 'desktop'}
      data-header-theme={meta.headerTheme}
      data-footer-theme={meta.footerTheme}
    >
      <a href="#main" className="skip-link">
        {t('app.skip_to_content')}
      </a>
      <CookieConsent lang={lang} reopened={cookieSettingsOpen} onClose={() => setCookieSettingsOpen(false)} />
      <Header lang={lang} offers={offers} />
      <BuildReport />
      <IdleStarts />
      <ToastHost />
      <StorageWarningBanner />
      <div
        className="shell-main__body"
        data-left={collapsed.left ? 'collapsed' : 'expanded'}
        data-right={collapsed.right ? 'collapsed' : 'expanded'}
      >
        {!phone && (
          <SideColumn side="left" collapsed={collapsed.left} onToggle={() => toggle('left')} label={t('shell.layout.sports_menu')}>
            {!collapsed.left && <MediaColumnSlot side="left" slotRef={media.refs.left} />}
            {/* Live and line sports from the catalogue, with counts. */}
            <EmbeddedApp name="sportsMenu" props={{ lang }} />
          </SideColumn>
        )}
        <main id="main" className="site-main shell-main__content" tabIndex={-1}>
          {children}
          <QuickCouponSlot lang={lang} meta={meta} />
        </main>
        {!phone && (
          <SideColumn side="right" collapsed={collapsed.right} onToggle={() => toggle('right')} label={t('shell.layout.right_column')}>
            {!collapsed.right && <MediaColumnSlot side="right" slotRef={media.refs.right} />}
            {widget && (
              <section className="shell-registration" data-testid="registration-widget" aria-labelledby="shell-registration-title">
                <h2 id="shell-registration-title">{t('shell.registration.title')}</h2>
                <p>{t('shell.registration.body')}</p>
                <Link className="button button--primary" to={`/${lang}/registration`}>
                  {t('shell.registration.action')}
                </Link>
              </section>
            )}
            <EmbeddedApp name="slip" props={{ lang }} />
          </SideColumn>
        )}
      </div>
      {meta.footerTheme !== 'hidden' && <FooterSlot lang={lang} onCookieSettings={() => setCookieSettingsOpen(true)} />}
      <EmbeddedApp name="support" props={{ lang, offer: offers, playerName }} loading={null} />
      <MediaLayer lang={lang} slots={media.slots} phone={phone} />
      {phone && (
        <Suspense fallback={null}>
          <PhoneChrome lang={lang} betCount={betCount} />
        </Suspense>
      )}
    </div>
  );
}

function SideColumn(props: { side: Side; collapsed: boolean; onToggle: () => void; label: string; children: ReactNode }) {
  const { t } = useTranslation();
  const id = `shell-side-${props.side}`;
  return (
    <aside
      className={`shell-side shell-side--${props.side}`}
      aria-label={props.label}
      data-testid={`side-${props.side}`}
      data-collapsed={props.collapsed}
    >
      <button
        type="button"
        className="shell-side__toggle"
        aria-expanded={!props.collapsed}
        aria-controls={id}
        data-testid={`toggle-${props.side}`}
        onClick={props.onToggle}
      >
        <span aria-hidden="true">{props.collapsed === (props.side === 'left') ? '›' : '‹'}</span>
        <span className="visually-hidden">
          {t(props.collapsed ? 'shell.layout.expand' : 'shell.layout.collapse', { name: props.label })}
        </span>
      </button>
      <div id={id} className="shell-side__content" hidden={props.collapsed}>
        {props.children}
      </div>
    </aside>
  );
}
