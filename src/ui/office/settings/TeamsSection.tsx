import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_FAVORITE_TEAMS, type FavoriteTeamRef, type FavoriteTeam } from '../../../protocol/officeSettings';
import type { SearchTeam } from '../../../protocol/search';
import { useCore } from '../../core-access/coreContext';
import { Button } from '../../design/Button';

const TYPING_PAUSE_MS = 250;
const RESULTS = 8;

/**
 * Favourite teams: the list with a remove button each, and a search over
 * the catalogue's teams (the worker's catalogue search) to add one. Their
 * games are marked and listed first in their sport on every list; that
 * ordering is the worker's, this only edits the list.
 */
export function TeamsSection({
  lang,
  teams,
  disabled,
  save,
}: {
  lang: string;
  teams: readonly FavoriteTeam[];
  disabled: boolean;
  save: (teams: readonly FavoriteTeamRef[]) => void;
}) {
  const { t } = useTranslation();
  const core = useCore();
  const id = useId();
  const [text, setText] = useState('');
  const [found, setFound] = useState<readonly SearchTeam[]>([]);
  const asked = useRef(0);

  useEffect(() => {
    const query = text.trim();
    const ask = ++asked.current;
    if (query === '') {
      setFound([]);
      return;
    }
    const timer = setTimeout(() => {
      core.ask('searchCatalogue', { text: query, lang, limit: RESULTS }).then(
        (answer) => ask === asked.current && setFound(answer.teams),
        () => ask === asked.current && setFound([]),
      );
    }, TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [core, lang, text]);

  const isFavorite = (team: Pick<FavoriteTeamRef, 'sportId' | 'slug'>) =>
    teams.some((f) => f.sportId === team.sportId && f.slug === team.slug);
  const full = teams.length >= MAX_FAVORITE_TEAMS;

  return (
    <div className="office-settings__teams" data-testid="office-settings-teams-list">
      {teams.length === 0 ? (
        <p className="office-settings__hint">{t('officeSettings.teams.none')}</p>
      ) : (
        <ul className="office-settings__team-list">
          {teams.map((team) => (
            <li key={`${team.sportId}:${team.slug}`} data-testid={`favorite-team-${team.slug}`}>
              <span>{team.name}</span>
              <Button
                size="sm"
                variant="ghost"
                disabled={disabled}
                aria-label={t('officeSettings.teams.remove_of', { team: team.name })}
                onClick={() => save(teams.filter((f) => f !== team))}
              >
                {t('officeSettings.teams.remove')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <label htmlFor={`${id}-search`} className="field-label">
        {t('officeSettings.teams.search')}
      </label>
      <input
        id={`${id}-search`}
        className="input"
        type="search"
        value={text}
        autoComplete="off"
        data-testid="favorite-team-search"
        onChange={(e) => setText(e.target.value)}
      />
      {full && <p className="office-settings__hint">{t('officeSettings.teams.full', { count: MAX_FAVORITE_TEAMS })}</p>}
      {found.length > 0 && (
        <ul className="office-settings__team-list" aria-label={t('officeSettings.teams.found')}>
          {found.map((team) => (
            <li key={`${team.sportId}:${team.slug}`}>
              <span>{team.name}</span>
              <Button
                size="sm"
                disabled={disabled || full || isFavorite(team)}
                data-testid={`add-favorite-${team.slug}`}
                aria-label={t('officeSettings.teams.add_of', { team: team.name })}
                onClick={() => save([...teams, { sportId: team.sportId, slug: team.slug }])}
              >
                {isFavorite(team) ? t('officeSettings.teams.added') : t('officeSettings.teams.add')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
