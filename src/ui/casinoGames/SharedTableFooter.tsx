import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SharedRound } from '../../protocol/casino/shared';
import { FairnessPanel } from './FairnessPanel';

/**
 * What every shared table shows under its play: why the last action was
 * refused, the last rounds' results (each table draws its own), and the
 * round's fairness.
 */
export function SharedTableFooter({
  problem,
  results,
  result,
  round,
}: {
  readonly problem: string | null;
  readonly results: readonly SharedRound[];
  readonly result: (round: SharedRound) => ReactNode;
  readonly round: SharedRound;
}) {
  const { t } = useTranslation();
  return (
    <>
      {problem ? (
        <p role="alert" className="shared-game__problem">
          {problem}
        </p>
      ) : null}
      <section aria-label={t('casinoShared.common.last_results')} className="shared-game__results">
        <h3>{t('casinoShared.common.last_results')}</h3>
        <ol>{results.map(result)}</ol>
      </section>
      <FairnessPanel round={round} />
    </>
  );
}
