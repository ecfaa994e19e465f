import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { BetGeneratorAnswer } from '../../protocol/live-client';
import type { BettingSection } from '../../protocol/schemas/live';
import { useCore } from '../core-access/coreContext';
import { useCatalogue } from './states';
import { SuggestedLegs } from './SuggestedLegs';

const LEG_CHOICES = [2, 3, 4, 5, 6, 7, 8, 9, 10] as const;

/**
 * The bet generator (display preferences): the player picks a total
 * coefficient, a number of legs and sports; the worker proposes a coupon
 * from open markets (the betGenerator question), and "another" asks again
 * with a fresh seed.
 */
export function BetGenerator({ section }: { section: BettingSection }) {
  const { t } = useTranslation();
  const core = useCore();
  const id = useId();
  const menu = useCatalogue(`menu:${section}`);
  const sports = menu?.status === 'ready' && menu.data.kind === 'menu' ? menu.data.sports : [];
  const [target, setTarget] = useState('10');
  const [legs, setLegs] = useState(3);
  const [chosen, setChosen] = useState<ReadonlySet<number>>(() => new Set());
  const [answer, setAnswer] = useState<BetGeneratorAnswer | null>(null);
  const [asking, setAsking] = useState(false);

  const ask = async () => {
    setAsking(true);
    try {
      setAnswer(await core.ask('betGenerator', { target: Number(target.trim().replace(',', '.')), legs, sportIds: [...chosen] }));
    } catch {
      setAnswer({ status: 'error', code: 'host_unavailable' });
    } finally {
      setAsking(false);
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void ask();
  };
  const toggle = (sportId: number) =>
    setChosen((current) => {
      const next = new Set(current);
      if (!next.delete(sportId)) next.add(sportId);
      return next;
    });

  return (
    <section className="live-suggested" data-testid="bet-generator" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('live.generator.title')}</h2>
      <form className="live-generator" onSubmit={submit}>
        <label htmlFor={`${id}-target`}>{t('live.generator.target')}</label>
        <input
          id={`${id}-target`}
          inputMode="decimal"
          value={target}
          data-testid="generator-target"
          aria-invalid={answer?.status === 'invalid' && answer.field === 'target'}
          onChange={(e) => setTarget(e.target.value)}
        />
        <label htmlFor={`${id}-legs`}>{t('live.generator.legs')}</label>
        <select id={`${id}-legs`} value={legs} data-testid="generator-legs" onChange={(e) => setLegs(Number(e.target.value))}>
          {LEG_CHOICES.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
        {sports.length > 0 && (
          <fieldset className="live-generator__sports">
            <legend>{t('live.generator.sports')}</legend>
            {sports.map((s) => (
              <label key={s.sportId}>
                <input
                  type="checkbox"
                  checked={chosen.has(s.sportId)}
                  data-testid={`generator-sport-${s.sportId}`}
                  onChange={() => toggle(s.sportId)}
                />{' '}
                {s.name}
              </label>
            ))}
          </fieldset>
        )}
        <button type="submit" className="button" disabled={asking} data-testid="generator-submit">
          {t(answer?.status === 'ok' ? 'live.generator.again' : 'live.generator.submit')}
        </button>
      </form>
      {answer?.status === 'ok' && <SuggestedLegs coupon={answer.coupon} testId="generator-legs-list" />}
      {answer?.status === 'none' && <p data-testid="generator-none">{t('live.generator.none')}</p>}
      {answer?.status === 'invalid' && (
        <p role="alert" data-testid="generator-invalid">
          {t(`live.generator.invalid_${answer.field}`)}
        </p>
      )}
      {answer?.status === 'error' && (
        <p role="alert" data-testid="generator-error">
          {t('live.suggested.error')}
        </p>
      )}
    </section>
  );
}
