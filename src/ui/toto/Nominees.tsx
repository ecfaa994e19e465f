import { useTranslation } from 'react-i18next';
import { TOTO_SIGNS, type TotoProjection } from '../../protocol/toto';
import { LoadingState } from '../components/LoadingState';
import { EmptyState } from '../design/EmptyState';
import { percentText } from '../../core/format/percent';

/** toto/{section}/nonimees: per game of the draw, the line's odds and how the pool picked (the share of coupons per sign). */
export function Nominees({ view }: { view: TotoProjection }) {
  const { t, i18n } = useTranslation();
  const data = view.nominees.data;
  if (!data)
    return view.nominees.status === 'failed' ? <EmptyState title={t('toto.error')} /> : <LoadingState message={t('toto.loading')} />;
  return (
    <table className="toto-table toto-nominees" data-testid="toto-nominees">
      <caption className="hint">{t('toto.nominees_caption', { id: data.draw.drawId, n: data.draw.coupons })}</caption>
      <thead>
        <tr>
          <th scope="col">#</th>
          <th scope="col">{t('toto.game')}</th>
          {TOTO_SIGNS.map((s) => (
            <th key={s} scope="col">
              {s}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {data.nominees.map(({ game, picks }, i) => {
          const all = picks[0] + picks[1] + picks[2];
          return (
            <tr key={game.gameId} data-testid="toto-nominee">
              <td>{i + 1}</td>
              <td>
                {game.team1} — {game.team2}
              </td>
              {TOTO_SIGNS.map((s, k) => (
                <td key={s}>
                  <span className="toto-share">{all > 0 ? percentText(i18n.language, (picks[k] ?? 0) / all, { max: 0 }) : '—'}</span>
                  <span className="hint toto-table__sub">{game.odds?.[k] != null ? game.odds[k]?.toFixed(2) : '—'}</span>
                </td>
              ))}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
