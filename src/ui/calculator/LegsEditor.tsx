import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CALCULATOR_FIELD_LENGTH, CALCULATOR_LEG_STATUSES, type CalculatorInput, type CalculatorLeg } from '../../protocol/calculator';
import { MAX_COUPON_BETS, type BetStatusId } from '../../protocol/constants/couponTypes';
import { Button, IconButton } from '../design/Button';

/** The results a player picks from; a leg opened from a link with another status of SPEC keeps it as an extra option. */
const OFFERED_STATUSES: readonly BetStatusId[] = CALCULATOR_LEG_STATUSES;
const NEW_LEG: CalculatorLeg = { odds: '', status: CALCULATOR_LEG_STATUSES[0], banker: false };

/**
 * The legs, one row each: odds typed in the calculation's format, the
 * result, a banker box for a system or multibet, and a remove button. Adding
 * a leg moves the focus to its odds, removing one to the add button, so the
 * keyboard never loses its place.
 */
export function LegsEditor(props: {
  readonly form: CalculatorInput;
  readonly invalidLegs: ReadonlySet<number>;
  readonly bankers: boolean;
  readonly onChange: (form: CalculatorInput) => void;
}) {
  const { t } = useTranslation();
  const { form, onChange } = props;
  const focusLeg = useRef<number | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLOListElement>(null);
  const setLeg = (index: number, leg: CalculatorLeg) => onChange({ ...form, legs: form.legs.map((l, i) => (i === index ? leg : l)) });

  useEffect(() => {
    if (focusLeg.current === null) return;
    // The new leg shows when the form comes back through the worker: a render before that keeps the wish for the next.
    const input = list.current?.querySelector<HTMLInputElement>(`[data-leg="${focusLeg.current}"] input`);
    if (!input) return;
    input.focus();
    focusLeg.current = null;
  });

  return (
    <fieldset className="calculator__legs">
      <legend>{t('calculator.legs')}</legend>
      <ol className="calculator__leg-list" ref={list}>
        {form.legs.map((leg, i) => {
          const number = i + 1;
          const oddsId = `calc-odds-${i}`;
          const statuses = OFFERED_STATUSES.includes(leg.status) ? OFFERED_STATUSES : [...OFFERED_STATUSES, leg.status];
          return (
            <li key={i} className="calculator__leg" data-leg={i} data-testid="calc-leg">
              <span className="calculator__leg-name">{t('calculator.leg', { number })}</span>
              <div className="field">
                <label className="field-label" htmlFor={oddsId}>
                  {t('calculator.odds')}
                </label>
                <input
                  id={oddsId}
                  data-testid="calc-odds"
                  inputMode="decimal"
                  autoComplete="off"
                  maxLength={CALCULATOR_FIELD_LENGTH}
                  value={leg.odds}
                  aria-invalid={props.invalidLegs.has(i) || undefined}
                  aria-describedby={props.invalidLegs.has(i) ? 'calc-issues' : undefined}
                  onChange={(e) => setLeg(i, { ...leg, odds: e.target.value })}
                />
              </div>
              <div className="field">
                <label className="field-label" htmlFor={`calc-status-${i}`}>
                  {t('calculator.status')}
                </label>
                <select
                  id={`calc-status-${i}`}
                  data-testid="calc-status"
                  value={leg.status}
                  onChange={(e) => setLeg(i, { ...leg, status: Number(e.target.value) as BetStatusId })}
                >
                  {statuses.map((s) => (
                    <option key={s} value={s}>
                      {t(`calculator.statuses.${s}`)}
                    </option>
                  ))}
                </select>
              </div>
              {props.bankers && (
                <label className="calculator__banker">
                  <input
                    type="checkbox"
                    data-testid="calc-banker"
                    checked={leg.banker}
                    onChange={(e) => setLeg(i, { ...leg, banker: e.target.checked })}
                  />
                  {t('calculator.banker')}
                </label>
              )}
              <IconButton
                icon="x"
                label={t('calculator.remove_leg', { number })}
                data-testid="calc-remove-leg"
                onClick={() => {
                  onChange({ ...form, legs: form.legs.filter((_, j) => j !== i) });
                  addButton.current?.focus();
                }}
              />
            </li>
          );
        })}
      </ol>
      <Button
        ref={addButton}
        data-testid="calc-add-leg"
        disabled={form.legs.length >= MAX_COUPON_BETS}
        onClick={() => {
          focusLeg.current = form.legs.length;
          onChange({ ...form, legs: [...form.legs, NEW_LEG] });
        }}
      >
        {t('calculator.add_leg')}
      </Button>
    </fieldset>
  );
}
