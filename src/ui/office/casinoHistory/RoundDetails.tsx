import { useTranslation } from 'react-i18next';
import type { CasinoHistoryRoundRow } from '../../../protocol/officeCasinoHistory';
import { CasinoFact } from './CasinoFact';

/** An own round's details: its outcome field by field as the worker read it, and its seed pair with how to check it. */
export function RoundDetails({ row }: { row: CasinoHistoryRoundRow }) {
  const { t } = useTranslation();
  return (
    <>
      <section>
        <h2 className="casino-history__heading">{t('officeCasinoHistory.round.outcome')}</h2>
        <dl className="casino-history__facts" data-testid="casino-history-outcome">
          <CasinoFact term={t('officeCasinoHistory.round.multiplier')}>{`× ${(row.multiplier / 100).toFixed(2)}`}</CasinoFact>
          {row.outcome.map((entry) => (
            <CasinoFact key={entry.key} term={entry.key}>
              {entry.value}
            </CasinoFact>
          ))}
        </dl>
      </section>
      <section>
        <h2 className="casino-history__heading">{t('officeCasinoHistory.round.fairness')}</h2>
        <dl className="casino-history__facts" data-testid="casino-history-seeds">
          <CasinoFact term={t('officeCasinoHistory.round.server_seed_hash')} code>
            {row.serverSeedHash}
          </CasinoFact>
          <CasinoFact term={t('officeCasinoHistory.round.client_seed')} code>
            {row.clientSeed}
          </CasinoFact>
          <CasinoFact term={t('officeCasinoHistory.round.nonce')}>{String(row.nonce)}</CasinoFact>
          <CasinoFact term={t('officeCasinoHistory.round.server_seed')} code={row.serverSeed !== null} testId="casino-history-server-seed">
            {row.serverSeed ?? t('officeCasinoHistory.round.not_revealed')}
          </CasinoFact>
        </dl>
        {row.verifyCommand ? (
          <p className="office-history__hint">
            {t('officeCasinoHistory.round.verify_hint')}{' '}
            <code className="casino-history__code" dir="ltr" data-testid="casino-history-verify">
              {row.verifyCommand}
            </code>
          </p>
        ) : (
          <p className="office-history__hint">{t('officeCasinoHistory.round.verify_later')}</p>
        )}
      </section>
    </>
  );
}
