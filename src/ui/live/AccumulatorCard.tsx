import { useTranslation } from 'react-i18next';
import type { BettingSection } from '../../protocol/schemas/live';
import { Failed, Loading, useCatalogue, useCatalogueRetry } from './states';
import { SuggestedLegs } from './SuggestedLegs';
import { useLiveWatch } from './useLiveWatch';

/** The accumulator of the day of a section, as the worker builds it from the catalogue (catalogue `accumulator:{section}`). */
export function AccumulatorCard({ section }: { section: BettingSection }) {
  const { t } = useTranslation();
  const key = `accumulator:${section}`;
  useLiveWatch([], [key]);
  const entry = useCatalogue(key);
  const retry = useCatalogueRetry(key);
  let body;
  if (!entry || entry.status === 'loading') body = <Loading />;
  else if (entry.status === 'error' || entry.data.kind !== 'accumulator')
    body = <Failed text={t('live.suggested.error')} onRetry={retry} />;
  else if (entry.data.coupon === null) body = <p data-testid="accumulator-none">{t('live.suggested.accumulator_none')}</p>;
  else body = <SuggestedLegs coupon={entry.data.coupon} testId="accumulator-legs" />;
  return (
    <section className="live-suggested" data-testid={`accumulator-${section}`} aria-labelledby={`accumulator-${section}-title`}>
      <h2 id={`accumulator-${section}-title`}>{t('live.suggested.accumulator_title')}</h2>
      {body}
    </section>
  );
}
