import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PHONE_COUNTRIES, showTelCode, type PhoneCountry } from './phoneCountries';

export function PhoneInput(props: { country: PhoneCountry; phone: string; error: string | null; onCountry: (c: PhoneCountry) => void; onPhone: (p: string) => void }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="session-field">
      <label htmlFor={id}>{t('session.field.phone')}</label>
      <div style={{ display: 'flex', gap: '0.25rem' }}>
        <select
          aria-label={t('session.field.phone_country')}
          value={props.country.id}
          onChange={(e) => props.onCountry(PHONE_COUNTRIES.find((c) => c.id === Number(e.target.value)) ?? props.country)}
        >
          {PHONE_COUNTRIES.map((c) => (
            <option key={c.id} value={c.id}>
              {c.countryCode} {showTelCode(c.telCode)}
            </option>
          ))}
        </select>
        <input
          id={id}
          inputMode="numeric"
          autoComplete="tel-national"
          data-testid="field-phone"
          placeholder={'0'.repeat(props.country.min)}
          value={props.phone}
          aria-invalid={props.error ? true : undefined}
          aria-describedby={props.error ? `${id}-error` : undefined}
          onChange={(e) => props.onPhone(e.target.value.replace(/\s/g, ''))}
        />
      </div>
      {props.error && (
        <p id={`${id}-error`} className="session-field__error" role="alert" data-testid="error-phone">
          {props.error}
        </p>
      )}
    </div>
  );
}
