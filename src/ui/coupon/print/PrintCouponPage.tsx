import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { OddsFormatId } from '../../../protocol/constants/oddsFormats';
import { DEFAULT_PREFERENCES } from '../../../protocol/constants/preferences';
import type { PrintCouponResult } from '../../../protocol/slip';
import { useProjectionSelector } from '../../core-access/coreContext';
import { requestLogin } from '../../core-access/loginRequest';
import { useKeyedLoad } from '../../core-access/useKeyedLoad';
import { RetryPage } from '../../components/RetryPage';
import { NotFoundPage } from '../../shell/pages/NotFoundPage';
import type { PageProps } from '../../core-access/pageProps';
import { useVisitorClock } from '../../shell/useVisitorClock';
import { PrintTicket } from './PrintTicket';
import { useSlipCore } from './slipCore';
import './print.css';

/**
 * print-coupon/{couponId} (SPEC 2): a placed coupon of the signed-in player
 * as a printable ticket. The route lets only digits through (anything else is
 * the 404 page before this renders); a coupon that is not the player's is
 * "not found" too, as the server answers. Signed out, it asks to sign in and
 * loads the ticket once the player has.
 */
export function PrintCouponPage({ resolution }: PageProps) {
  const { t } = useTranslation();
  const core = useSlipCore();
  const location = useLocation();
  const lang = resolution.language;
  const couponId = resolution.params.couponId ?? '';
  const signedIn = useProjectionSelector('session', (s) => s.status === 'signedIn') ?? false;
  const clock = useVisitorClock();
  const oddsFormat = (useProjectionSelector('preferences', (p) => p.coefViewId) ?? DEFAULT_PREFERENCES.coefViewId) as OddsFormatId;
  // Signing in on the page loads the coupon again.
  const { value, retry } = useKeyedLoad(
    `${lang}:${couponId}:${signedIn}`,
    () => core.loadCoupon({ couponId, lang }),
    (): PrintCouponResult => ({ status: 'error', message: 'host unavailable' }),
  );

  if (value.status === 'loading') {
    return (
      <section className="page print-coupon" aria-busy="true">
        <p className="print-coupon__state" role="status" data-testid="print-coupon-loading">
          <span className="spinner" aria-hidden="true" /> {t('myBets.print.loading')}
        </p>
      </section>
    );
  }
  if (value.status === 'notFound') {
    return (
      <NotFoundPage
        lang={lang}
        testId="print-coupon-not-found"
        title={t('myBets.print.not_found_title')}
        body={t('myBets.print.not_found_body', { id: couponId })}
      />
    );
  }
  if (value.status === 'signedOut') {
    return (
      <section className="page page--centered" data-testid="print-coupon-signed-out" aria-labelledby="print-coupon-login">
        <h1 id="print-coupon-login">{t('myBets.print.signed_out_title')}</h1>
        <p>{t('myBets.print.signed_out_body', { id: couponId })}</p>
        <button
          type="button"
          className="button button--primary"
          onClick={() => requestLogin({ returnUrl: location.pathname, reason: 'guard' })}
        >
          {t('myBets.sign_in')}
        </button>
      </section>
    );
  }
  if (value.status === 'error') {
    return (
      <RetryPage
        testId="print-coupon-error"
        title={t('myBets.print.error_title')}
        body={t('myBets.print.error_body')}
        retryLabel={t('myBets.retry')}
        retryTestId="print-coupon-retry"
        onRetry={retry}
      />
    );
  }
  return <PrintTicket answer={value.coupon} lang={lang} clock={clock} oddsFormat={oddsFormat} />;
}
