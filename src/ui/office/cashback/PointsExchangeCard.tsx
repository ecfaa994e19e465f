import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PointsExchangeState } from '../../../protocol/cashback';
import { CLUB_POINTS_EXCHANGE } from '../../../protocol/constants/cashback';
import { useDispatch } from '../../core-access/coreContext';
import { Button } from '../../design/Button';
import { moneyText, pointsNumber } from './money';

/** The refusals the card words itself; any other is the generic one. */
const WORDED = new Set([
  'wallet.points_step',
  'wallet.points_short',
  'wallet.unknown_currency',
  'wallet.currency_mismatch',
  'wallet.amount_too_large',
  'wallet.bonus_running',
  'wallet.idempotency_conflict',
  'wallet.network_error',
]);

interface Props {
  readonly points: number;
  /** The player's money currencies the exchange takes. */
  readonly currencies: readonly string[];
  readonly state: PointsExchangeState;
  readonly lang: string;
}

/**
 * Club points spent for a sport bonus: how many (whole steps), in which of
 * the player's currencies, the rate and the bonus's terms in words; the
 * worker checks and sends it, and this card shows what it bought or why not.
 */
export function PointsExchangeCard({ points, currencies, state, lang }: Props) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const id = useId();
  const { step, value } = CLUB_POINTS_EXCHANGE;
  const most = Math.floor(points / step) * step;
  const [amount, setAmount] = useState(String(Math.max(step, most)));
  const [currency, setCurrency] = useState(currencies[0] ?? '');
  const sending = state.status === 'sending';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void dispatch({ type: 'cashback/exchange', payload: { points: Number(amount), currency } });
  };
  const rate = value[currency];
  return (
    <section className="card cashback-card" aria-labelledby={`${id}-title`} data-testid="points-exchange">
      <h2 id={`${id}-title`}>{t('officeCashback.exchange.title')}</h2>
      {rate !== undefined && (
        <p className="cashback-muted" data-testid="points-exchange-rate">
          {t('officeCashback.exchange.rate', { step: pointsNumber(step, lang), money: moneyText(step * rate, currency, lang) })}
        </p>
      )}
      <p className="cashback-muted">
        {t('officeCashback.exchange.terms', {
          wagering: CLUB_POINTS_EXCHANGE.wagering,
          days: CLUB_POINTS_EXCHANGE.days,
          conversion: CLUB_POINTS_EXCHANGE.maxConversion,
        })}
      </p>
      {currencies.length === 0 ? (
        <p data-testid="points-exchange-none">{t('officeCashback.exchange.no_currency')}</p>
      ) : most === 0 ? (
        <p data-testid="points-exchange-none">{t('officeCashback.exchange.too_few', { step: pointsNumber(step, lang) })}</p>
      ) : (
        <form className="cashback-exchange" onSubmit={submit} aria-busy={sending}>
          <div className="field">
            <label className="field-label" htmlFor={`${id}-points`}>
              {t('officeCashback.exchange.points')}
            </label>
            <input
              id={`${id}-points`}
              type="number"
              inputMode="numeric"
              min={step}
              max={most}
              step={step}
              value={amount}
              onChange={(event) => setAmount(event.target.value)}
              data-testid="points-exchange-amount"
            />
          </div>
          {currencies.length > 1 && (
            <div className="field">
              <label className="field-label" htmlFor={`${id}-currency`}>
                {t('officeCashback.exchange.currency')}
              </label>
              <select id={`${id}-currency`} value={currency} onChange={(event) => setCurrency(event.target.value)}>
                {currencies.map((iso) => (
                  <option key={iso} value={iso}>
                    {iso}
                  </option>
                ))}
              </select>
            </div>
          )}
          <Button type="submit" variant="primary" disabled={sending} data-testid="points-exchange-submit">
            {sending ? t('officeCashback.exchange.sending') : t('officeCashback.exchange.submit')}
          </Button>
        </form>
      )}
      <p role="status" aria-live="polite" data-testid="points-exchange-status" data-status={state.status}>
        {state.status === 'done'
          ? t('officeCashback.exchange.done', {
              points: pointsNumber(state.points, lang),
              money: moneyText(state.amount, state.currency, lang),
            })
          : state.status === 'refused'
            ? t(`officeCashback.exchange.refused.${WORDED.has(state.code) ? state.code.slice('wallet.'.length) : 'other'}`, {
                ...state.params,
                ...(typeof state.params.points === 'number' ? { points: pointsNumber(state.params.points, lang) } : {}),
              })
            : ''}
      </p>
    </section>
  );
}
