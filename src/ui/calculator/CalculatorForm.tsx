import { useTranslation } from 'react-i18next';
import { CALCULATOR_FIELD_LENGTH, type CalculatorInput } from '../../protocol/calculator';
import { COUPON_TYPE, COUPON_TYPE_IDS, type CouponTypeId } from '../../protocol/constants/couponTypes';
import { ODDS_FORMAT_IDS, type OddsFormatId } from '../../protocol/constants/oddsFormats';
import { LegsEditor } from './LegsEditor';

/** Whether the type takes a system size and bankers: the form shows those fields for them only. */
const TAKES_SYSTEM: ReadonlySet<CouponTypeId> = new Set([COUPON_TYPE.system, COUPON_TYPE.multibet]);
const STAKE_HINT: Partial<Record<CouponTypeId, string>> = {
  [COUPON_TYPE.chain]: 'calculator.stake_hint_3',
  [COUPON_TYPE.conditional]: 'calculator.stake_hint_5',
  [COUPON_TYPE.manySingles]: 'calculator.stake_hint_9',
};

/**
 * The calculation's fields: type, system size, odds format, stake, the
 * anti-express quote, and the legs. Every change goes up whole; a format
 * switch rewrites the legs' odds in the new format (`reformat`).
 */
export function CalculatorForm(props: {
  readonly form: CalculatorInput;
  readonly invalidLegs: ReadonlySet<number>;
  readonly onChange: (form: CalculatorInput) => void;
  readonly reformat: (format: OddsFormatId) => void;
}) {
  const { t } = useTranslation();
  const { form, onChange } = props;
  const stakeHint = STAKE_HINT[form.typeId];
  return (
    <form className="calculator__form" aria-label={t('calculator.form_label')} onSubmit={(e) => e.preventDefault()}>
      <div className="calculator__fields">
        <div className="field">
          <label className="field-label" htmlFor="calc-type">
            {t('calculator.type')}
          </label>
          <select
            id="calc-type"
            data-testid="calc-type"
            value={form.typeId}
            onChange={(e) => onChange({ ...form, typeId: Number(e.target.value) as CouponTypeId })}
          >
            {COUPON_TYPE_IDS.map((id) => (
              <option key={id} value={id}>
                {t(`calculator.types.${id}`)}
              </option>
            ))}
          </select>
        </div>
        {TAKES_SYSTEM.has(form.typeId) && (
          <div className="field">
            <label className="field-label" htmlFor="calc-system">
              {t('calculator.system')}
            </label>
            <input
              id="calc-system"
              data-testid="calc-system"
              type="number"
              inputMode="numeric"
              min={1}
              value={form.system ?? ''}
              onChange={(e) => {
                const { system: _, ...rest } = form;
                const value = e.target.valueAsNumber;
                onChange(Number.isInteger(value) && value >= 1 ? { ...rest, system: value } : rest);
              }}
            />
          </div>
        )}
        <div className="field">
          <label className="field-label" htmlFor="calc-format">
            {t('calculator.format')}
          </label>
          <select
            id="calc-format"
            data-testid="calc-format"
            value={form.format}
            onChange={(e) => props.reformat(Number(e.target.value) as OddsFormatId)}
          >
            {ODDS_FORMAT_IDS.map((id) => (
              <option key={id} value={id}>
                {t(`calculator.formats.${id}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label className="field-label" htmlFor="calc-stake">
            {t('calculator.stake')}
          </label>
          <input
            id="calc-stake"
            data-testid="calc-stake"
            inputMode="decimal"
            autoComplete="off"
            maxLength={CALCULATOR_FIELD_LENGTH}
            value={form.stake}
            aria-describedby={stakeHint ? 'calc-stake-hint' : undefined}
            onChange={(e) => onChange({ ...form, stake: e.target.value })}
          />
          {stakeHint && (
            <p className="field-hint" id="calc-stake-hint">
              {t(stakeHint)}
            </p>
          )}
        </div>
        {form.typeId === COUPON_TYPE.antiExpress && (
          <div className="field">
            <label className="field-label" htmlFor="calc-anti">
              {t('calculator.anti')}
            </label>
            <input
              id="calc-anti"
              data-testid="calc-anti"
              inputMode="decimal"
              autoComplete="off"
              maxLength={CALCULATOR_FIELD_LENGTH}
              value={form.anti ?? ''}
              aria-describedby="calc-anti-hint"
              onChange={(e) => onChange({ ...form, anti: e.target.value })}
            />
            <p className="field-hint" id="calc-anti-hint">
              {t('calculator.anti_hint')}
            </p>
          </div>
        )}
      </div>
      <LegsEditor form={form} invalidLegs={props.invalidLegs} onChange={onChange} bankers={TAKES_SYSTEM.has(form.typeId)} />
    </form>
  );
}
