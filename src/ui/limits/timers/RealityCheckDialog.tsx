import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { currencyDigits, formatMoney } from '../../../core/format';
import type { RealityCheckReminder } from '../../../protocol/limits';
import { Button, buttonClass } from '../../design/Button';
import { Modal } from '../../design/Modal';
import { useDispatch } from '../../core-access/coreContext';
import { useSessionRequest } from '../../session/useSession';
import { numberFormat } from '../../../core/format/numberFormat';

/** "1 hour 5 minutes", "25 minutes": the language's own unit words. */
function elapsedText(ms: number, lang: string): string {
  const minutes = Math.max(0, Math.round(ms / 60_000));
  const unit = (value: number, name: 'hour' | 'minute') =>
    numberFormat(lang, { style: 'unit', unit: name, unitDisplay: 'long' }).format(value);
  const hours = Math.floor(minutes / 60);
  return hours > 0 ? `${unit(hours, 'hour')} ${unit(minutes % 60, 'minute')}` : unit(minutes, 'minute');
}

/**
 * The reality check (DESIGN "Regulation"): how long the session has run and
 * what it has cost or won, with the way to the bet history and out. It must
 * be answered: neither Escape nor the backdrop closes it, and until the
 * player continues no bet is placed in any tab. Continuing in one tab closes
 * it in all of them (the worker keeps one reminder).
 */
export function RealityCheckDialog({ reminder, lang }: { reminder: RealityCheckReminder; lang: string }) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const request = useSessionRequest();
  const results = reminder.results;
  return (
    <Modal
      title={t('limits.timers.realityCheck.title')}
      onClose={() => undefined}
      dismissible={false}
      testId="reality-check"
      initialFocus="[data-acknowledge]"
    >
      <p data-testid="reality-check-elapsed">
        {t('limits.timers.realityCheck.elapsed', { elapsed: elapsedText(reminder.dueAt - reminder.sessionStartedAt, lang) })}
      </p>
      {results === null ? (
        <p>{t('limits.timers.realityCheck.resultUnknown')}</p>
      ) : results.length === 0 ? (
        <p data-testid="reality-check-result">{t('limits.timers.realityCheck.noPlay')}</p>
      ) : (
        <dl className="reality-check__results" data-testid="reality-check-result">
          {results.map((r) => {
            const money = (minor: number) => formatMoney(minor, r.currencyIso, currencyDigits(r.currencyIso), lang);
            return (
              <div key={r.currencyIso}>
                <dt>{t('limits.timers.realityCheck.staked')}</dt>
                <dd>{money(r.staked)}</dd>
                <dt>{t('limits.timers.realityCheck.returned')}</dt>
                <dd>{money(r.returned)}</dd>
                <dt>{t(r.net < 0 ? 'limits.timers.realityCheck.lost' : 'limits.timers.realityCheck.won')}</dt>
                <dd>{money(Math.abs(r.net))}</dd>
              </div>
            );
          })}
        </dl>
      )}
      <p className="reality-check__links">
        <Link className={buttonClass('link')} to={`/${lang}/office/bets-history`}>
          {t('limits.timers.realityCheck.betHistory')}
        </Link>
        <Link className={buttonClass('link')} to={`/${lang}/office/history`}>
          {t('limits.timers.realityCheck.accountHistory')}
        </Link>
      </p>
      {/* In the body, where the dialog puts its first focus: the answer it waits for. */}
      <div className="reality-check__actions">
        <Button variant="ghost" onClick={() => void request({ kind: 'logout' })} data-testid="reality-check-logout">
          {t('limits.timers.realityCheck.logout')}
        </Button>
        <Button
          variant="primary"
          data-acknowledge=""
          data-testid="reality-check-continue"
          onClick={() => void dispatch({ type: 'limits/acknowledgeRealityCheck', payload: { key: reminder.key } })}
        >
          {t('limits.timers.realityCheck.continue')}
        </Button>
      </div>
    </Modal>
  );
}
