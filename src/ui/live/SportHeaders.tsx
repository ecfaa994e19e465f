import { useTranslation } from 'react-i18next';
import type { BettingSection, MenuSport } from '../../protocol/schemas/live';
import { GameList } from './GameList';

/**
 * A section page under "show sports only": each sport's header with its
 * game count, its games only once the player opens it. The page watches
 * the open sports' feed topics only (useOpenSports).
 */
export default function SportHeaders(props: {
  readonly sports: readonly MenuSport[];
  readonly section: BettingSection;
  readonly lang: string;
  readonly group: boolean;
  readonly open: ReadonlySet<number>;
  readonly toggle: (sportId: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <ul className="live-sport-headers" data-testid="live-sport-headers">
      {props.sports.map((s) => {
        const open = props.open.has(s.sportId);
        const panel = `live-sport-${props.section}-${s.sportId}`;
        return (
          <li key={s.sportId} className="live-sport-headers__item">
            <h2 className="live-sport-headers__title">
              <button
                type="button"
                className="button button--link"
                aria-expanded={open}
                aria-controls={open ? panel : undefined}
                data-testid={`live-sport-header-${s.sportId}`}
                onClick={() => props.toggle(s.sportId)}
              >
                {s.name}{' '}
                <span className="live-count" aria-label={t('live.menu.games_count', { count: s.gamesCount })}>
                  {s.gamesCount}
                </span>
              </button>
            </h2>
            {open && (
              <div id={panel}>
                <GameList topic={`sport:${s.sportId}:${props.section}`} lang={props.lang} group={props.group} />
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
