import { useTranslation } from 'react-i18next';
import type { SlotGrid, SlotLineWin, SlotTable } from '../../../protocol/casino/slot';
import { SymbolArt } from './SymbolArt';
import type { ThemeArt } from './symbolArt';

/** The cells a spin's line wins cover, as "reel:row". */
export function winningCells(table: SlotTable, wins: readonly SlotLineWin[]): Set<string> {
  const cells = new Set<string>();
  for (const win of wins) {
    const rows = table.paylines[win.line] ?? [];
    for (let reel = 0; reel < win.count; reel += 1) cells.add(`${reel}:${rows[reel] ?? 0}`);
  }
  return cells;
}

/**
 * The 5 x 3 window. While spinning each reel scrolls its own strip (a still
 * blur under reduced motion); stopped, it shows the grid the server decided,
 * the cells of a line win marked.
 */
export function Reels({
  table,
  grid,
  wins,
  spinning,
  art,
}: {
  table: SlotTable;
  grid: SlotGrid | null;
  wins: readonly SlotLineWin[];
  spinning: boolean;
  art: ThemeArt;
}) {
  const { t } = useTranslation();
  const marked = winningCells(table, spinning ? [] : wins);
  const name = (index: number) => t(`casinoSlot.symbols.${table.symbols[index]?.name ?? 'wild'}`);
  return (
    <div className="slot-reels" style={{ background: art.reelBg }} role="group" aria-label={t('casinoSlot.reels')} aria-busy={spinning}>
      {table.reels.map((strip, reel) => (
        <div key={reel} className={`slot-reel${spinning ? ' slot-reel--spinning' : ''}`} data-testid={`slot-reel-${reel}`}>
          {spinning ? (
            <div className="slot-reel__blur" aria-hidden="true">
              {strip.slice(0, 6).map((symbol, i) => {
                const drawn = table.symbols[symbol];
                return (
                  <div key={i} className="slot-cell">
                    {drawn && <SymbolArt symbol={drawn} art={art} label="" />}
                  </div>
                );
              })}
            </div>
          ) : (
            (grid?.[reel] ?? strip.slice(0, 3)).map((symbol, row) => {
              const drawn = table.symbols[symbol];
              const won = marked.has(`${reel}:${row}`);
              return (
                <div key={row} className={`slot-cell${won ? ' slot-cell--won' : ''}`} data-won={won || undefined}>
                  {drawn && <SymbolArt symbol={drawn} art={art} label={name(symbol)} />}
                </div>
              );
            })
          )}
        </div>
      ))}
    </div>
  );
}
