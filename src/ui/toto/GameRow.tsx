import { useTranslation } from 'react-i18next';
import { TOTO_SIGNS, type TotoGame, type TotoSign } from '../../protocol/toto';

/** One game of the form: its number, teams, start and the 1/X/2 checkboxes (several may be ticked). */
export function GameRow({
  index,
  game,
  picked,
  onToggle,
}: {
  index: number;
  game: TotoGame;
  picked: readonly TotoSign[];
  onToggle: (sign: TotoSign) => void;
}) {
  const { t, i18n } = useTranslation();
  const start = new Intl.DateTimeFormat(i18n.language, { weekday: 'short', hour: '2-digit', minute: '2-digit' }).format(game.startTime);
  return (
    <li className="toto-game" data-testid="toto-game" data-game={game.gameId}>
      <span className="toto-game__n">{index + 1}</span>
      <span className="toto-game__teams">
        <span className="toto-game__names">
          {game.team1} — {game.team2}
        </span>
        <span className="toto-game__meta hint">
          {game.champ} · {start}
        </span>
      </span>
      <span
        className="toto-game__signs"
        role="group"
        aria-label={t('toto.game_signs', { n: index + 1, team1: game.team1, team2: game.team2 })}
      >
        {TOTO_SIGNS.map((sign, i) => (
          <label key={sign} className="toto-sign" data-checked={picked.includes(sign)}>
            <input
              type="checkbox"
              checked={picked.includes(sign)}
              onChange={() => onToggle(sign)}
              data-testid="toto-sign"
              data-sign={sign}
              aria-label={t(`toto.sign_${sign === 'X' ? 'draw' : sign === '1' ? 'home' : 'away'}`)}
            />
            <span className="toto-sign__label">{sign}</span>
            {game.odds?.[i] != null && <span className="toto-sign__odds">{game.odds[i]?.toFixed(2)}</span>}
          </label>
        ))}
      </span>
    </li>
  );
}
