import { useTranslation } from 'react-i18next';
import type { SlotTable } from '../../../protocol/casino/slot';
import { SymbolArt } from './SymbolArt';
import type { ThemeArt } from './symbolArt';
import { percentText } from '../../../core/format/percent';

/** A payline drawn as its five rows on a small 5 x 3 grid. */
function PaylineMark({ rows, index }: { rows: readonly number[]; index: number }) {
  const { t } = useTranslation();
  return (
    <li className="slot-payline">
      <svg viewBox="0 0 50 30" role="img" aria-label={t('casinoSlot.paytable.payline', { number: index + 1 })}>
        <polyline points={rows.map((row, reel) => `${reel * 10 + 5},${row * 10 + 5}`).join(' ')} />
      </svg>
      <span aria-hidden="true">{index + 1}</span>
    </li>
  );
}

/**
 * The paytable the server sent, in money at the current bet, with the rules
 * and the exact return to player: open before the first spin, so the player
 * has seen it before staking.
 */
export function Paytable({
  table,
  rtp,
  art,
  lineBet,
  money,
  open,
}: {
  table: SlotTable;
  rtp: number;
  art: ThemeArt;
  lineBet: number;
  money: (minor: number) => string;
  open: boolean;
}) {
  const { t, i18n } = useTranslation();
  const totalStake = lineBet * table.paylines.length;
  return (
    <details className="slot-paytable card" open={open}>
      <summary>{t('casinoSlot.paytable.title')}</summary>
      <p className="slot-paytable__rtp" data-testid="slot-rtp">
        {t('casinoSlot.paytable.rtp', { rtp: percentText(i18n.language, rtp, { min: 2, max: 2 }) })}
      </p>
      <ul className="slot-paytable__symbols">
        {table.symbols.map((symbol) => {
          const unit = symbol.kind === 'scatter' ? totalStake : lineBet;
          const pays = symbol.pays.map((pay, count) => ({ pay, count })).filter(({ pay }) => pay > 0);
          return (
            <li key={symbol.name} className="slot-paytable__symbol">
              <SymbolArt symbol={symbol} art={art} label="" />
              <div>
                <strong>{t(`casinoSlot.symbols.${symbol.name}`)}</strong>
                <ul className="slot-paytable__pays">
                  {pays.reverse().map(({ pay, count }) => (
                    <li key={count}>{t('casinoSlot.paytable.pays', { reels: count, amount: money(pay * unit) })}</li>
                  ))}
                </ul>
              </div>
            </li>
          );
        })}
      </ul>
      <ul className="slot-paytable__rules">
        <li>{t('casinoSlot.rules.lines', { lines: table.paylines.length })}</li>
        <li>{t('casinoSlot.rules.wild')}</li>
        <li>{t('casinoSlot.rules.scatter')}</li>
        <li>
          {t('casinoSlot.rules.free_spins', {
            scatters: table.freeSpinsScatters,
            spins: table.freeSpins,
            multiplier: table.freeSpinsMultiplier,
          })}
        </li>
        <li>{t('casinoSlot.rules.rtp')}</li>
      </ul>
      <ol className="slot-paylines" aria-label={t('casinoSlot.paytable.paylines')}>
        {table.paylines.map((rows, index) => (
          <PaylineMark key={index} rows={rows} index={index} />
        ))}
      </ol>
    </details>
  );
}
