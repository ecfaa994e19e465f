import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PrintCouponResult } from '../../../protocol/slip';
import { LoadingState } from '../../components/LoadingState';
import type { PageProps } from '../../core-access/pageProps';
import { useKeyedLoad } from '../../core-access/useKeyedLoad';
import { Button } from '../../design/Button';
import { CouponCard } from '../../coupon/myBets/CouponCard';
import { useSlipCore } from '../../coupon/print/slipCore';
import { SignInPrompt } from './SignInPrompt';
import { useHistoryPage } from './useHistoryPage';
import '../../coupon/myBets/myBets.css';
import './history.css';

/** The address key of the coupon number asked (a reload shows the same check). */
const NUMBER_KEY = 'number';

/**
 * office/paycheck: the player checks a coupon by its number. It asks the
 * same question as the print page (the player's own coupon, or "not found",
 * which is also the answer for another player's number: ids are not secrets,
 * coupons are).
 */
export function PaycheckPage({ resolution }: PageProps) {
  const { t } = useTranslation();
  const lang = resolution.language;
  const core = useSlipCore();
  const { location, go, player, textsReady, cardContext } = useHistoryPage(lang);
  const id = useId();
  const asked = (new URLSearchParams(location.search).get(NUMBER_KEY) ?? '').trim();
  const { value, retry } = useKeyedLoad(
    `${lang}:${asked}:${player}`,
    (): Promise<PrintCouponResult | { status: 'idle' }> =>
      asked === '' || player !== 'signedIn' ? Promise.resolve({ status: 'idle' }) : core.loadCoupon({ couponId: asked, lang }),
    (): PrintCouponResult => ({ status: 'error', message: 'host unavailable' }),
  );

  if (player === 'checking' || !textsReady) return <LoadingState />;
  if (player === 'guest' || value.status === 'signedOut') return <SignInPrompt testId="paycheck-page" />;

  function check(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const number = String(new FormData(event.currentTarget).get(NUMBER_KEY) ?? '').trim();
    go(number ? `?${new URLSearchParams({ [NUMBER_KEY]: number }).toString()}` : '');
  }

  return (
    <section className="page office-history" data-testid="paycheck-page" data-state={value.status} aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>{t('officeHistory.paycheck.title')}</h1>
      <p className="office-history__hint">{t('officeHistory.paycheck.intro')}</p>
      <form key={asked} className="office-history__paycheck" onSubmit={check} aria-labelledby={`${id}-title`}>
        <div className="field">
          <label htmlFor={`${id}-number`}>{t('officeHistory.paycheck.number')}</label>
          <input
            id={`${id}-number`}
            name={NUMBER_KEY}
            defaultValue={asked}
            inputMode="numeric"
            autoComplete="off"
            required
            pattern="[0-9]{1,10}"
            title={t('officeHistory.paycheck.digits')}
            data-testid="paycheck-number"
          />
        </div>
        <Button type="submit" variant="primary" data-testid="paycheck-submit">
          {t('officeHistory.paycheck.check')}
        </Button>
      </form>
      {value.status === 'loading' ? (
        <p role="status" className="office-history__state" data-testid="paycheck-loading">
          <span className="spinner" aria-hidden="true" /> {t('officeHistory.loading')}
        </p>
      ) : value.status === 'notFound' ? (
        <p role="alert" className="office-history__error" data-testid="paycheck-not-found">
          {t('officeHistory.paycheck.not_found', { id: asked })}
        </p>
      ) : value.status === 'error' ? (
        <div role="alert" className="office-history__error" data-testid="paycheck-error">
          <p>{t('officeHistory.paycheck.error')}</p>
          <Button onClick={retry}>{t('officeHistory.retry')}</Button>
        </div>
      ) : value.status === 'ok' ? (
        <div data-testid="paycheck-result">
          <CouponCard coupon={value.coupon.coupon} context={cardContext} />
        </div>
      ) : null}
    </section>
  );
}
