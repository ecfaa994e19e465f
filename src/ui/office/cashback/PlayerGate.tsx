import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CashbackProjection } from '../../../protocol/cashback';
import { LoadingState } from '../../components/LoadingState';
import { requestLogin } from '../../core-access/loginRequest';
import { Button } from '../../design/Button';

/**
 * What every cashback page shows before its content: the texts or the
 * session still loading, a guest asked to sign in, a failed read with a retry.
 */
export function PlayerGate({
  ready,
  view,
  failed,
  loaded,
  testId,
  onRetry,
  children,
}: {
  ready: boolean;
  view: CashbackProjection | undefined;
  failed: boolean;
  loaded: boolean;
  testId: string;
  onRetry: () => void;
  children: () => ReactNode;
}) {
  const { t } = useTranslation();
  if (!ready || !view || view.player === 'checking')
    return (
      <section className="page cashback-page" data-testid={testId} data-state="loading">
        <LoadingState />
      </section>
    );
  if (view.player === 'guest')
    return (
      <section className="page cashback-page" data-testid={testId} data-state="guest">
        <p>{t('officeCashback.sign_in_needed')}</p>
        <Button variant="primary" onClick={() => requestLogin({ returnUrl: window.location.pathname, reason: 'button' })}>
          {t('officeCashback.sign_in')}
        </Button>
      </section>
    );
  if (!loaded && failed)
    return (
      <section className="page cashback-page" data-testid={testId} data-state="failed">
        <p role="alert">{t('officeCashback.load_failed')}</p>
        <Button onClick={onRetry}>{t('officeCashback.retry')}</Button>
      </section>
    );
  if (!loaded)
    return (
      <section className="page cashback-page" data-testid={testId} data-state="loading">
        <LoadingState message={t('officeCashback.loading')} />
      </section>
    );
  return <>{children()}</>;
}
