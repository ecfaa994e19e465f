import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { LimitMeasure } from '../../protocol/constants/limits';
import type { LimitAsk, LimitOption, LimitView } from '../../protocol/limits';
import { Badge, type BadgeTone } from '../design/Badge';
import { Button } from '../design/Button';
import { visitorDateTimeFormat } from '../components/visitorTime';
import type { LimitTextFormat } from './limitRefusal';
import { editText, typedValue, valueText } from './limitsText';
import { AskOutcome } from './limitsParts';

const TONES: Readonly<Record<LimitView['state'] | 'none', BadgeTone>> = {
  active: 'success',
  pending: 'accent',
  awaitingConfirmation: 'brand',
  inactive: 'muted',
  none: 'muted',
};

interface Props {
  readonly option: LimitOption;
  readonly limit: LimitView | undefined;
  readonly ask: LimitAsk | undefined;
  readonly format: LimitTextFormat;
  /** The currency a money limit not set yet counts in (the main account's): the server takes the same by default. */
  readonly currency: string | null;
  readonly onChange: (change: { change: 'set' | 'remove'; value: number | null; currencyIso: string | null }) => void;
  readonly onPending: (action: 'confirm' | 'cancel', currencyIso: string | null) => void;
}

/**
 * One limit of the player: its value, what its window used and left and when
 * it frees up, its state with a pending change's deadline (in hours, SPEC 4),
 * and the forms to change it. Which change a new value is (set, lower, raise)
 * and whether it waits is the server's word, shown once it answers.
 */
export function LimitCard({ option, limit, ask, format, currency, onChange, onPending }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const iso = option.measure === 'money' ? (limit?.currencyIso ?? currency) : null;
  const measure: LimitMeasure = option.measure;
  const [text, setText] = useState(() => editText(measure, limit?.value ?? null, iso));
  const [invalid, setInvalid] = useState(false);
  const when = visitorDateTimeFormat(format.lang, format.clock, 'medium');
  const show = (value: number | null) => valueText(t, measure, value, iso, format.lang);
  const state = limit?.state ?? 'none';
  const busy = ask?.phase === 'sending';

  function submit(event: FormEvent) {
    event.preventDefault();
    const value = typedValue(text, measure, iso);
    setInvalid(value === null);
    if (value !== null) onChange({ change: 'set', value, currencyIso: iso });
  }

  return (
    <article className="limit-card" data-testid={`limit-${option.limitType}`} data-state={state} aria-labelledby={`${id}-name`}>
      <header className="limit-card__head">
        <h3 id={`${id}-name`} className="limit-card__name">
          {t(`limits.type.${option.limitType}`)}
        </h3>
        <Badge tone={TONES[state]}>{t(`limits.state.${state}`)}</Badge>
      </header>
      {limit && limit.value !== null && <p data-testid="limit-value">{t('limits.card.value', { value: show(limit.value) })}</p>}
      {limit && limit.used !== null && limit.left !== null && (
        <p data-testid="limit-used">{t('limits.card.used', { used: show(limit.used), left: show(limit.left) })}</p>
      )}
      {limit?.resetsAt != null && <p className="note">{t('limits.card.resets', { at: when.format(limit.resetsAt) })}</p>}
      {limit?.pending && (
        <div className="limit-card__pending" data-testid="limit-pending">
          <p>
            {state === 'awaitingConfirmation'
              ? t('limits.card.awaiting', {
                  value: show(limit.pending.value),
                  by: when.format(limit.pending.confirmBy ?? limit.pending.effectiveAt),
                })
              : t('limits.card.pending', {
                  value: show(limit.pending.value),
                  hours: limit.pending.hoursLeft,
                  at: when.format(limit.pending.effectiveAt),
                })}
          </p>
          <div className="limit-card__actions">
            {state === 'awaitingConfirmation' && (
              <Button variant="primary" disabled={busy} data-testid="limit-confirm" onClick={() => onPending('confirm', iso)}>
                {t('limits.card.confirm')}
              </Button>
            )}
            <Button disabled={busy} data-testid="limit-cancel" onClick={() => onPending('cancel', iso)}>
              {t('limits.card.cancel')}
            </Button>
          </div>
        </div>
      )}
      <form className="limit-card__form" onSubmit={submit} noValidate>
        <div className="limit-card__field">
          <label className="field-label" htmlFor={`${id}-value`}>
            {t('limits.card.new_value')}
          </label>
          {option.custom ? (
            <input
              id={`${id}-value`}
              data-testid="limit-input"
              inputMode={measure === 'money' ? 'decimal' : 'numeric'}
              autoComplete="off"
              value={text}
              aria-invalid={invalid}
              aria-describedby={`${id}-hint`}
              onChange={(e) => setText(e.target.value)}
            />
          ) : (
            <select id={`${id}-value`} data-testid="limit-input" value={text} onChange={(e) => setText(e.target.value)}>
              <option value="">{t('limits.card.choose')}</option>
              {option.values.map((v) => (
                <option key={v} value={editText(measure, v, iso)}>
                  {show(v)}
                </option>
              ))}
            </select>
          )}
          <p id={`${id}-hint`} className={invalid ? 'field-error' : 'field-hint'}>
            {invalid
              ? t('limits.card.invalid')
              : option.custom
                ? t('limits.card.range', { min: show(option.min), max: show(option.max) })
                : null}
          </p>
        </div>
        <div className="limit-card__actions">
          <Button type="submit" variant="primary" disabled={busy} data-testid="limit-save">
            {t('limits.card.save')}
          </Button>
          {limit && limit.value !== null && (
            <Button
              variant="ghost"
              disabled={busy}
              data-testid="limit-remove"
              onClick={() => onChange({ change: 'remove', value: null, currencyIso: iso })}
            >
              {t('limits.card.remove')}
            </Button>
          )}
        </div>
      </form>
      <AskOutcome ask={ask} format={format} testId="limit-outcome" />
    </article>
  );
}
