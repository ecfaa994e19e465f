import { useTranslation } from 'react-i18next';
import { BONUS_GAME_EXPECTED, BONUS_GAME_TABLES, BONUS_GAME_TABLE_TOTAL, type BonusGameId } from '../../protocol/constants/bonusGames';
import { moneyText, prizeText } from './prizeText';
import { percentText } from '../../core/format/percent';

/** A game's prize table with each line's chance, and what a try is worth on average (the stated expectation). */
export function PrizeTable({ game, currency, lang }: { game: BonusGameId; currency: string | null; lang: string }) {
  const { t } = useTranslation();
  const expected = BONUS_GAME_EXPECTED[game];
  return (
    <section className="bg-table card" aria-labelledby="bg-table-title">
      <h2 id="bg-table-title">{t('games.table.title')}</h2>
      <table>
        <thead>
          <tr>
            <th scope="col">{t('games.table.prize')}</th>
            <th scope="col">{t('games.table.chance')}</th>
          </tr>
        </thead>
        <tbody>
          {BONUS_GAME_TABLES[game].map((line, index) => (
            <tr key={index}>
              <td>{prizeText(t, line.prize, currency, lang)}</td>
              <td>{percentText(lang, line.weight / BONUS_GAME_TABLE_TOTAL, { max: 1 })}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="hint" data-testid="expected-value">
        {t('games.table.expected', { bonus: moneyText(Math.round(expected.bonus), currency, lang), spins: expected.freeSpins })}
      </p>
    </section>
  );
}
