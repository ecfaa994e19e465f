import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currencyDigits, formatMoney } from '../../../core/format';
import type { CasinoHistoryRow } from '../../../protocol/officeCasinoHistory';
import type { VisitorClock } from '../../components/visitorTime';
import { formatMoment } from '../../shell/maintenanceTexts';

/** One term of a round's facts; seeds, hashes and values read left to right whatever the page's direction. */
function Fact({ term, children, code = false, testId }: { term: string; children: string; code?: boolean; testId?: string }) {
  return (
    <div className="casino-history__fact">
      <dt>{term}</dt>
      <dd className={code ? 'casino-history__code' : undefined} dir={code ? 'ltr' : undefined} data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

/**
 * One round of the casino history: a summary row that opens (a button, so
 * Enter and Space work) onto its outcome, field by field as the worker read
 * it, and its seeds with how to check it.
 */
export function CasinoRoundItem({ row, lang, clock }: { row: CasinoHistoryRow; lang: string; clock: VisitorClock }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const money = (minor: number) => formatMoney(minor, row.currency, currencyDigits(row.currency), lang);
  const netClass = row.net > 0 ? ' casino-history__net--up' : row.net < 0 ? ' casino-history__net--down' : '';
  return (
    <li className="office-history__item" data-testid="casino-history-item" data-round-id={row.id}>
      <button
        type="button"
        className="office-history__summary casino-history__summary"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
        data-testid="casino-history-item-toggle"
      >
        <span className="office-history__id">{t('officeCasinoHistory.round.id', { id: row.id })}</span>
        <time dateTime={new Date(row.playedAt).toISOString()}>{formatMoment(row.playedAt, lang, clock)}</time>
        <span className="casino-history__game">
          <span data-testid="casino-history-game">{row.gameName}</span>
          {row.provider && <span className="casino-history__provider">{row.provider}</span>}
        </span>
        <span className="office-history__num" data-testid="casino-history-stake">
          <span className="casino-history__label">{t('officeCasinoHistory.round.stake')}</span> {money(row.stake)}
        </span>
        <span className="office-history__num" data-testid="casino-history-win">
          <span className="casino-history__label">{t('officeCasinoHistory.round.win')}</span> {money(row.win)}
        </span>
        <span className={`office-history__num casino-history__net${netClass}`} data-testid="casino-history-net">
          <span className="casino-history__label">{t('officeCasinoHistory.round.net')}</span> {money(row.net)}
        </span>
      </button>
      <div id={panelId} hidden={!open} className="office-history__details" data-testid="casino-history-details">
        {open && (
          <>
            <section>
              <h2 className="casino-history__heading">{t('officeCasinoHistory.round.outcome')}</h2>
              <dl className="casino-history__facts" data-testid="casino-history-outcome">
                <Fact term={t('officeCasinoHistory.round.multiplier')}>{`× ${(row.multiplier / 100).toFixed(2)}`}</Fact>
                {row.outcome.map((entry) => (
                  <Fact key={entry.key} term={entry.key}>
                    {entry.value}
                  </Fact>
                ))}
              </dl>
            </section>
            <section>
              <h2 className="casino-history__heading">{t('officeCasinoHistory.round.fairness')}</h2>
              <dl className="casino-history__facts" data-testid="casino-history-seeds">
                <Fact term={t('officeCasinoHistory.round.server_seed_hash')} code>
                  {row.serverSeedHash}
                </Fact>
                <Fact term={t('officeCasinoHistory.round.client_seed')} code>
                  {row.clientSeed}
                </Fact>
                <Fact term={t('officeCasinoHistory.round.nonce')}>{String(row.nonce)}</Fact>
                <Fact term={t('officeCasinoHistory.round.server_seed')} code={row.serverSeed !== null} testId="casino-history-server-seed">
                  {row.serverSeed ?? t('officeCasinoHistory.round.not_revealed')}
                </Fact>
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
        )}
      </div>
    </li>
  );
}
