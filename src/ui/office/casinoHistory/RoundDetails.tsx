import { useTranslation } from 'react-i18next';
import type { CasinoHistoryRoundRow } from '../../../protocol/officeCasinoHistory';
import { CasinoFact, timesText } from './CasinoFact';
import { VerifyLine } from './VerifyLine';

/** An own round's details: its outcome field by field as the worker read it, and its seed pair with how to check it. */
export function RoundDetails({ row }: { row: CasinoHistoryRoundRow }) {
  const { t } = useTranslation();
  return (
    <>
      <section>
        <h2 className="casino-history__heading">{t('officeCasinoHistory.round.outcome')}</h2>
        <dl className="casino-history__facts" data-testid="casino-history-outcome">
          <CasinoFact term={t('officeCasinoHistory.round.multiplier')}>{timesText(row.multiplier)}</CasinoFact>
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
        <VerifyLine
          command={row.verifyCommand}
          hint={t('officeCasinoHistory.round.verify_hint')}
          later={t('officeCasinoHistory.round.verify_later')}
        />
      </section>
    </>
  );
}
