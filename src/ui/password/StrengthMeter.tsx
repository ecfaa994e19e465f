import { useDeferredValue, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Texts } from '../i18n/texts';
import { useLazyAreaTexts } from '../i18n/useLazyAreaTexts';
import { estimate } from './strength';
import './password.css';

const TEXTS = import.meta.glob<Texts>('../i18n/areas/officeSecurity/*.json', { import: 'default' });
const LEVELS = ['very_weak', 'weak', 'fair', 'good', 'strong'] as const;

/** The meter under a new password: five steps of zxcvbn's score and a warning when the server would refuse it as common. */
export default function StrengthMeter({ id, password, userInputs }: { id: string; password: string; userInputs: readonly string[] }) {
  const ready = useLazyAreaTexts(TEXTS, 'officeSecurity.strength.label');
  const { t } = useTranslation();
  // Typing stays smooth: the estimate follows the input a render behind when the device is slow.
  const typed = useDeferredValue(password);
  const inputs = userInputs.join('\n');
  const strength = useMemo(() => estimate(typed, inputs ? inputs.split('\n') : []), [typed, inputs]);
  if (!ready) return null;
  const level = LEVELS[strength.score];
  return (
    <div id={id} className="password-strength" data-score={strength.score} data-testid="password-strength">
      <div className="password-strength__bar" aria-hidden="true">
        {LEVELS.map((name, step) => (
          <span key={name} className={step <= strength.score ? 'password-strength__step is-on' : 'password-strength__step'} />
        ))}
      </div>
      <p className="password-strength__text" aria-live="polite">
        {t('officeSecurity.strength.label', { level: t(`officeSecurity.strength.${level}`) })}
      </p>
      {strength.breached && (
        <p className="password-strength__breached" data-testid="password-breached">
          {t('officeSecurity.strength.breached')}
        </p>
      )}
    </div>
  );
}
