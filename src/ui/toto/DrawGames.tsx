import { useTranslation } from 'react-i18next';
import type { TotoDraw } from '../../protocol/toto';

/** A draw's games with their results as far as known (the draw in play, the next one, a past one). */
export function DrawGames({ draw }: { draw: TotoDraw }) {
  const { t, i18n } = useTranslation();
  const when = new Intl.DateTimeFormat(i18n.language, { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });
  return (
    <table className="toto-table" data-testid="toto-draw-games">
      <thead>
        <tr>
          <th scope="col">#</th>
          <th scope="col">{t('toto.game')}</th>
          <th scope="col">{t('toto.starts')}</th>
          <th scope="col">{t('toto.result')}</th>
        </tr>
      </thead>
      <tbody>
        {draw.games.map((g, i) => (
          <tr key={g.gameId}>
            <td>{i + 1}</td>
            <td>
              {g.team1} — {g.team2}
              <span className="hint toto-table__sub">{g.champ}</span>
            </td>
            <td>{when.format(g.startTime)}</td>
            <td data-testid="toto-result">{g.result === null ? '—' : g.result === 'void' ? t('toto.void') : g.result}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
