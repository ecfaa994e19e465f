import { useTranslation } from 'react-i18next';
import type { SlotSymbol } from '../../../protocol/casino/slot';
import { lookOf, shapePath, type ThemeArt } from './symbolArt';

/** One symbol drawn inline from the theme's art; `label` names it for a screen reader (empty when a caption names it already). */
export function SymbolArt({ symbol, art, label }: { symbol: SlotSymbol; art: ThemeArt; label: string }) {
  const { t } = useTranslation();
  const look = lookOf(art, symbol.name);
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  return (
    <svg className="slot-symbol" viewBox="0 0 100 100" {...a11y}>
      {look.kind === 'shape' && <path d={shapePath(look.shape)} fill={look.fill} stroke="#0008" strokeWidth="3" />}
      {look.kind === 'rank' && (
        <text x="50" y="70" textAnchor="middle" fontSize={look.rank.length > 1 ? 48 : 60} fontWeight="800" fill={look.fill}>
          {look.rank}
        </text>
      )}
      {look.kind === 'wild' && (
        <>
          <rect x="6" y="26" width="88" height="48" rx="10" fill={look.fill} />
          <text x="50" y="61" textAnchor="middle" fontSize="30" fontWeight="900" fill="#111">
            {t('casinoSlot.wild_mark')}
          </text>
        </>
      )}
    </svg>
  );
}
