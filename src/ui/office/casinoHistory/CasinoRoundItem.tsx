import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currencyDigits, formatMoney } from '../../../core/format';
import type { CasinoHistoryRow } from '../../../protocol/officeCasinoHistory';
import type { VisitorClock } from '../../components/visitorTime';
import { Badge } from '../../design/Badge';
import { formatMoment } from '../../shell/maintenanceTexts';
import { RoundDetails } from './RoundDetails';
import { SharedBetDetails } from './SharedBetDetails';

/**
 * One round or shared-table bet of the casino history: a summary row that
 * opens (a button, so Enter and Space work) onto its details (an own round's
 * outcome and seeds, a shared bet's result, selection and seed chain).
 */
export function CasinoRoundItem({ row, lang, clock }: { row: CasinoHistoryRow; lang: string; clock: VisitorClock }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const money = (minor: number) => formatMoney(minor, row.currency, currencyDigits(row.currency), lang);
  const netClass = row.net > 0 ? ' casino-history__net--up' : row.net < 0 ? ' casino-history__net--down' : '';
  return (
    <li className="office-history__item" data-testid="casino-history-item" data-round-id={row.id} data-kind={row.kind}>
      <button
        type="button"
        className="office-history__summary casino-history__summary"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
        data-testid="casino-history-item-toggle"
      >
        <span className="office-history__id">
          {t(row.kind === 'shared' ? 'officeCasinoHistory.shared.id' : 'officeCasinoHistory.round.id', { id: row.id })}
        </span>
        <time dateTime={new Date(row.playedAt).toISOString()}>{formatMoment(row.playedAt, lang, clock)}</time>
        <span className="casino-history__game">
          <span data-testid="casino-history-game">{row.gameName}</span>
          {row.provider && <span className="casino-history__provider">{row.provider}</span>}
          {row.freeSpin && (
            <Badge tone="brand">
              <span data-testid="casino-history-free-spin">{t('officeCasinoHistory.round.free_spin')}</span>
            </Badge>
          )}
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
        {open && (row.kind === 'shared' ? <SharedBetDetails row={row} lang={lang} /> : <RoundDetails row={row} />)}
      </div>
    </li>
  );
}
