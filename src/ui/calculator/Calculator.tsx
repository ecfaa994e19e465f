import { useTranslation } from 'react-i18next';
import { oddsText } from '../../core/format';
import type { CalculatorInput } from '../../protocol/calculator';
import type { OddsFormatId } from '../../protocol/constants/oddsFormats';
import { Button } from '../design/Button';
import { Skeleton } from '../design/Skeleton';
import { CalculatorForm } from './CalculatorForm';
import { CalculatorResults } from './CalculatorResults';
import { issueText, legOf } from './issueText';
import { useCalculatorTexts } from './texts';
import { useCalculation } from './useCalculation';
import './calculator.css';

/**
 * The public betting calculator (SPEC 2): the form, then what the worker
 * priced, or what keeps the calculation from being priced. The lazily
 * loaded part of the information app's calculator page.
 */
export default function Calculator() {
  const { t, i18n } = useTranslation();
  const textsReady = useCalculatorTexts();
  const { state, change, retry } = useCalculation();

  if (!textsReady || state.status === 'loading')
    return (
      <div className="calculator" data-testid="calc-loading" aria-busy="true">
        <Skeleton />
      </div>
    );
  if (state.status === 'unavailable')
    return (
      <section className="calculator" role="alert" data-testid="calc-unavailable">
        <p>{t('calculator.unavailable')}</p>
        <Button variant="primary" onClick={retry} data-testid="calc-retry">
          {t('calculator.retry')}
        </Button>
      </section>
    );

  const { form, result } = state;
  const { outcome } = result;
  const issues = outcome.status === 'invalid' ? outcome.issues : [];
  const invalidLegs = new Set(issues.map(legOf).filter((leg) => leg !== null));
  // A format switch shows each leg's odds in the new format; odds that cannot be read stay as typed.
  const reformat = (format: OddsFormatId) => {
    const legs = form.legs.map((leg, i) => {
      const decimal = result.decimals[i];
      return typeof decimal === 'number' ? { ...leg, odds: oddsText(decimal, format) } : leg;
    });
    change({ ...form, format, legs } satisfies CalculatorInput);
  };

  return (
    <section className="calculator" aria-labelledby="calc-title" data-testid="calculator">
      <h1 id="calc-title">{t('calculator.title')}</h1>
      <p className="calculator__intro">{t('calculator.intro')}</p>
      {result.badQuery && (
        <p className="calculator__notice" role="status" data-testid="calc-bad-link">
          {t('calculator.bad_link')}
        </p>
      )}
      <CalculatorForm form={form} invalidLegs={invalidLegs} onChange={change} reformat={reformat} />
      {issues.length > 0 && (
        <div className="calculator__issues" role="alert" id="calc-issues" data-testid="calc-issues">
          <h2>{t('calculator.issues_title')}</h2>
          <ul>
            {issues.map((issue, i) => (
              <li key={i}>{issueText(t, issue, i18n.language)}</li>
            ))}
          </ul>
        </div>
      )}
      {outcome.status === 'ok' && <CalculatorResults priced={outcome} format={form.format} />}
    </section>
  );
}
