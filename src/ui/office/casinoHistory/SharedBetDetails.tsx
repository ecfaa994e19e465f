import { useTranslation } from 'react-i18next';
import { currencyDigits, formatMoney } from '../../../core/format';
import type { CasinoHistorySharedRow, CasinoSharedFact } from '../../../protocol/officeCasinoHistory';
import { CasinoFact, timesText } from './CasinoFact';
import { VerifyLine } from './VerifyLine';

/** A fact's term and value in the page's language (the keys are officeCasinoHistory.shared.<key>). */
function useFactText(currency: string, lang: string): (fact: CasinoSharedFact) => { term: string; value: string } {
  const { t } = useTranslation();
  const term = (key: string) => t(`officeCasinoHistory.shared.${key}`);
  return (fact) => {
    switch (fact.key) {
      case 'crash_point':
      case 'auto_target':
      case 'cashed_out':
        return { term: term(fact.key), value: timesText(fact.multiplier) };
      case 'pocket':
        return { term: term('pocket'), value: `${fact.pocket} ${t(`officeCasinoHistory.shared.colours.${fact.colour}`)}` };
      case 'chip': {
        const kind = t(`officeCasinoHistory.shared.bets.${fact.bet}`);
        const money = formatMoney(fact.stake, currency, currencyDigits(currency), lang);
        return { term: fact.numbers === '' ? kind : `${kind} ${fact.numbers}`, value: money };
      }
      default:
        return { term: term('end'), value: term(fact.key) };
    }
  };
}

/**
 * A shared-table bet's details: the round's result, the bet's selection and
 * how it ended, and the round's place in its table's seed chain with the
 * command that checks it once the seed is out.
 */
export function SharedBetDetails({ row, lang }: { row: CasinoHistorySharedRow; lang: string }) {
  const { t } = useTranslation();
  const text = useFactText(row.currency, lang);
  const facts = (list: readonly CasinoSharedFact[]) =>
    list.map((fact, i) => {
      const { term, value } = text(fact);
      return (
        <CasinoFact key={`${fact.key}-${i}`} term={term}>
          {value}
        </CasinoFact>
      );
    });
  return (
    <>
      <section>
        <h2 className="casino-history__heading">{t('officeCasinoHistory.shared.result')}</h2>
        <dl className="casino-history__facts" data-testid="casino-history-result">
          {facts(row.result)}
        </dl>
      </section>
      <section>
        <h2 className="casino-history__heading">{t('officeCasinoHistory.shared.selection')}</h2>
        <dl className="casino-history__facts" data-testid="casino-history-selection">
          {facts(row.selection)}
        </dl>
      </section>
      <section>
        <h2 className="casino-history__heading">{t('officeCasinoHistory.round.fairness')}</h2>
        <dl className="casino-history__facts" data-testid="casino-history-seeds">
          <CasinoFact term={t('officeCasinoHistory.shared.round_hash')} code>
            {row.roundHash}
          </CasinoFact>
          <CasinoFact term={t('officeCasinoHistory.shared.chain_index')}>{String(row.chainIndex)}</CasinoFact>
          <CasinoFact term={t('officeCasinoHistory.shared.terminal_hash')} code>
            {row.terminalHash}
          </CasinoFact>
          <CasinoFact term={t('officeCasinoHistory.shared.salt')} code>
            {row.salt}
          </CasinoFact>
          <CasinoFact term={t('officeCasinoHistory.shared.seed')} code={row.seed !== null} testId="casino-history-chain-seed">
            {row.seed ?? t('officeCasinoHistory.shared.seed_later')}
          </CasinoFact>
        </dl>
        <VerifyLine
          command={row.verifyCommand}
          hint={t('officeCasinoHistory.shared.verify_hint')}
          later={t('officeCasinoHistory.shared.verify_later')}
        />
      </section>
    </>
  );
}
