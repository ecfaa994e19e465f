import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { OfficeResult } from '../../../protocol/office';
import type { PromoCheckAnswer } from '../../../protocol/schemas/office';
import type { PageProps } from '../../core-access/pageProps';
import { useCore } from '../../core-access/coreContext';
import { Button } from '../../design/Button';
import { useOfficeFrameTexts } from '../frame/officeTexts';
import { useOfficeSettings } from '../frame/useOfficeSettings';
import { moneyText, refusalText } from './officeText';

/** office/promo-code: what one of the player's promo codes (the slip's vouchers) is worth now, when the operator offers the check. */
export function PromoCodePage({ resolution }: PageProps) {
  const { t } = useTranslation();
  const ready = useOfficeFrameTexts();
  const core = useCore();
  const { state: settings } = useOfficeSettings();
  const ids = { title: useId(), code: useId() };
  const [code, setCode] = useState('');
  const [answer, setAnswer] = useState<OfficeResult<PromoCheckAnswer> | null>(null);
  if (!ready) return null;
  const available = settings.status === 'ok' && settings.value.promoSetting.promoCodeCheckSection.isAvailable;

  async function check(event: FormEvent) {
    event.preventDefault();
    if (code.trim() === '') return;
    setAnswer(await core.ask('officePromoCheck', { code }));
  }

  const result = answer?.status === 'ok' ? answer.value : null;
  return (
    <section className="page office-page" data-testid="office-promo-code" aria-labelledby={ids.title}>
      <h1 id={ids.title}>{t('officeFrame.promo.title')}</h1>
      {settings.status === 'ok' && !available ? (
        <p>{t('officeFrame.promo.unavailable')}</p>
      ) : (
        <form className="card office-form" onSubmit={(e) => void check(e)}>
          <label htmlFor={ids.code}>
            {t('officeFrame.promo.code')}
            <input id={ids.code} value={code} onChange={(e) => setCode(e.target.value)} autoComplete="off" maxLength={64} />
          </label>
          <Button type="submit" variant="primary">
            {t('officeFrame.promo.check')}
          </Button>
          {result && (
            <p role="status" data-testid="promo-status" data-status={result.status}>
              {t(`officeFrame.promo.status_${result.status}`, {
                amount:
                  result.amount !== null && result.currencyIso ? moneyText(result.amount, result.currencyIso, resolution.language) : '',
              })}
            </p>
          )}
          {answer?.status === 'refused' && (
            <p role="alert" className="inline-error">
              {refusalText(t, answer.code, answer.params)}
            </p>
          )}
        </form>
      )}
    </section>
  );
}
