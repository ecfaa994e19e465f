import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageProps } from '../../core-access/pageProps';
import { useOfficeFrameTexts } from '../frame/officeTexts';
import { useOfficeSettings } from '../frame/useOfficeSettings';

/** office/cashback: the player's cashback terms (points or percent) and the points gathered; what pays cashback is the bonus engine's. */
export function CashbackPage(_: PageProps) {
  const { t } = useTranslation();
  const ready = useOfficeFrameTexts();
  const { state } = useOfficeSettings();
  const titleId = useId();
  if (!ready) return null;
  return (
    <section className="page office-page" data-testid="office-cashback" aria-labelledby={titleId}>
      <h1 id={titleId}>{t('officeFrame.cashback.title')}</h1>
      {state.status === 'ok' && (
        <div className="card">
          <p data-testid="cashback-mode">
            {state.value.cashbackSetting.mode === 'percent'
              ? t('officeFrame.cashback.percent', { percent: state.value.cashbackSetting.percent })
              : t('officeFrame.cashback.points')}
          </p>
          <p data-testid="cashback-points">{t('officeFrame.account.points_total', { points: state.value.pointsAccumulated })}</p>
        </div>
      )}
    </section>
  );
}
