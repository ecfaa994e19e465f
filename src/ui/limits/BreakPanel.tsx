import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LimitAsk, LimitOption, LimitView, SelfExcludeReason } from '../../protocol/limits';
import { Button } from '../design/Button';
import { Modal } from '../design/Modal';
import { visitorDateTimeFormat } from '../components/visitorTime';
import type { LimitTextFormat } from './limitRefusal';
import { valueText } from './limitsText';
import { AskOutcome } from './limitsParts';

const DAY_MS = 86_400_000;

interface Props {
  readonly option: LimitOption;
  readonly running: LimitView | undefined;
  readonly ask: LimitAsk | undefined;
  readonly format: LimitTextFormat;
  /** The self-exclusion reasons the server sent (behind the config's flag); empty: no reason field. */
  readonly reasons: readonly SelfExcludeReason[];
  readonly onStart: (days: number, reasonId: number | null) => void;
}

/**
 * A time-out (33) or self-exclusion (30): the length, for a self-exclusion a
 * reason, and a confirmation that says exactly what happens and until when
 * before anything is sent, since neither can be cancelled once it runs.
 */
export function BreakPanel({ option, running, ask, format, reasons, onStart }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const type = option.limitType;
  const [days, setDays] = useState<number>(option.values[0] ?? 1);
  const [reasonId, setReasonId] = useState<number | null>(null);
  const [asking, setAsking] = useState(false);
  const when = visitorDateTimeFormat(format.lang, format.clock, 'medium');
  const length = valueText(t, 'days', days, null, format.lang);

  return (
    <article className="limit-card" data-testid={`break-${type}`} aria-labelledby={`${id}-name`}>
      <h3 id={`${id}-name`} className="limit-card__name">
        {t(`limits.type.${type}`)}
      </h3>
      <p className="note">{t(`limits.block.intro_${type}`)}</p>
      {running?.endsAt != null && <p data-testid="break-running">{t('limits.card.ends', { at: when.format(running.endsAt) })}</p>}
      <div className="field">
        <label htmlFor={`${id}-days`}>{t('limits.block.days')}</label>
        <select id={`${id}-days`} data-testid="break-days" value={days} onChange={(e) => setDays(Number(e.target.value))}>
          {option.values.map((v) => (
            <option key={v} value={v}>
              {valueText(t, 'days', v, null, format.lang)}
            </option>
          ))}
        </select>
      </div>
      {type === 30 && reasons.length > 0 && (
        <div className="field">
          <label htmlFor={`${id}-reason`}>{t('limits.block.reason')}</label>
          <select
            id={`${id}-reason`}
            data-testid="break-reason"
            value={reasonId ?? ''}
            onChange={(e) => setReasonId(e.target.value === '' ? null : Number(e.target.value))}
          >
            <option value="">{t('limits.block.no_reason')}</option>
            {reasons.map((r) => (
              <option key={r.id} value={r.id}>
                {t(`limits.reason.${r.id}`, { defaultValue: r.name })}
              </option>
            ))}
          </select>
        </div>
      )}
      <Button variant="danger" disabled={ask?.phase === 'sending'} data-testid="break-start" onClick={() => setAsking(true)}>
        {t(`limits.block.take_${type}`)}
      </Button>
      <AskOutcome ask={ask} format={format} testId="break-outcome" />
      {asking && (
        <Modal
          title={t(`limits.block.confirm_title_${type}`, { days: length })}
          onClose={() => setAsking(false)}
          testId="break-dialog"
          size="sm"
          initialFocus="button"
          footer={
            <>
              <Button data-testid="break-back" onClick={() => setAsking(false)}>
                {t('limits.block.back')}
              </Button>
              <Button
                variant="danger"
                data-testid="break-confirm"
                onClick={() => {
                  setAsking(false);
                  onStart(days, type === 30 ? reasonId : null);
                }}
              >
                {t('limits.block.confirm')}
              </Button>
            </>
          }
        >
          {/* The end is the player's clock now plus the length: the server counts from when it receives the change. */}
          <p data-testid="break-dialog-body">{t('limits.block.confirm_body', { until: when.format(format.now + days * DAY_MS) })}</p>
          <p>
            <strong>{t('limits.block.confirm_final')}</strong>
          </p>
        </Modal>
      )}
    </article>
  );
}
