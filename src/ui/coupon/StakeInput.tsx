import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { amountText, parseAmount } from '../../core/format';

export interface StakeInputProps {
  readonly label: string;
  /** Minor units the coupon holds now. */
  readonly value: number;
  /** Minor units of one press of + or - (for its label: the core moves the stake, see onStep). */
  readonly step: number;
  /** Digits after the point of the currency. */
  readonly digits: number;
  readonly money: (minor: number) => string;
  readonly onCommit: (minor: number) => void;
  /** + (1) or - (-1) pressed while the field shows `from`: the worker steps the stake on its grid (coupon/stepStake). */
  readonly onStep: (from: number, direction: 1 | -1) => void;
  readonly testId: string;
  readonly disabled?: boolean;
  /** Ids of hints (limits, refusals) the field is described by. */
  readonly describedBy?: string;
  /** A compact field (a single's own stake in its row): the label is for screen readers only. */
  readonly compact?: boolean;
  /** A control beside the buttons (the stake's "max"). */
  readonly extra?: ReactNode;
}

/**
 * A stake in the account's currency: typed in major units and kept in minor
 * units exactly, with +/- buttons on the currency's step. The typed text is
 * the player's until it is committed (Enter, leaving the field, or a button),
 * so the coupon records one stake, not one per key, and another tab's change
 * does not move the caret.
 */
export function StakeInput(props: StakeInputProps) {
  const { t } = useTranslation();
  const id = useId();
  const errorId = `${id}-error`;
  const [draft, setDraft] = useState<string | null>(null);
  const parsed = draft === null ? null : parseAmount(draft, props.digits);
  const invalid = parsed !== null && !parsed.ok ? parsed.reason : null;

  const current = (): number => (parsed?.ok ? parsed.minor : props.value);
  const commit = (minor: number) => {
    setDraft(null);
    if (minor !== props.value) props.onCommit(minor);
  };
  const step = (direction: 1 | -1) => {
    const from = current();
    setDraft(null);
    props.onStep(from, direction);
  };
  const commitDraft = () => {
    if (draft === null) return;
    if (parsed?.ok) commit(parsed.minor);
    else if (parsed?.reason === 'empty') setDraft(null);
  };
  const onKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') commitDraft();
    if (event.key === 'Escape' && draft !== null) {
      event.stopPropagation();
      setDraft(null);
    }
  };
  const describedBy = [invalid ? errorId : null, props.describedBy ?? null].filter(Boolean).join(' ') || undefined;
  const stepText = props.money(props.step);

  return (
    <div className={`slip-stake${props.compact ? ' slip-stake--compact' : ''}`}>
      <label htmlFor={id} className={props.compact ? 'visually-hidden' : 'slip-stake__label'}>
        {props.label}
      </label>
      <div className="slip-stake__row">
        <button
          type="button"
          className="slip-stake__step"
          aria-label={t('coupon.stake.decrease', { step: stepText })}
          data-testid={`${props.testId}-minus`}
          disabled={props.disabled || current() === 0}
          onClick={() => step(-1)}
        >
          <span aria-hidden="true">−</span>
        </button>
        <input
          id={id}
          className="slip-stake__input"
          type="text"
          inputMode="decimal"
          autoComplete="off"
          dir="ltr"
          value={draft ?? amountText(props.value, props.digits)}
          disabled={props.disabled}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={describedBy}
          data-testid={props.testId}
          onChange={(e) => setDraft(e.target.value)}
          onBlur={commitDraft}
          onKeyDown={onKey}
        />
        <button
          type="button"
          className="slip-stake__step"
          aria-label={t('coupon.stake.increase', { step: stepText })}
          data-testid={`${props.testId}-plus`}
          disabled={props.disabled}
          onClick={() => step(1)}
        >
          <span aria-hidden="true">+</span>
        </button>
        {props.extra}
      </div>
      {invalid && (
        <p id={errorId} className="slip-field-error" role="alert" data-testid={`${props.testId}-error`}>
          {t(`coupon.stake.invalid.${invalid}`, { count: props.digits })}
        </p>
      )}
    </div>
  );
}
