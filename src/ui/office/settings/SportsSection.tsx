import { useTranslation } from 'react-i18next';
import type { BettingSettings, DisallowedSportsRequest } from '../../../protocol/officeSettings';
import type { Sport } from '../../../protocol/schemas/live';
import { useCatalogue } from '../../live/catalogueHooks';
import { useLiveWatch } from '../../live/useLiveWatch';

const SECTIONS = [
  { list: 'disallow_line_sport', key: 'line', title: 'officeSettings.sports.hide_line', labelOf: 'officeSettings.sports.hide_line_of' },
  { list: 'disallow_live_sport', key: 'live', title: 'officeSettings.sports.hide_live', labelOf: 'officeSettings.sports.hide_live_of' },
] as const;

/**
 * The sports the player hides, one column of switches for the line and one
 * for live. Each change saves both lists; the worker then hides the sport
 * on every list of every open tab. Names come from the catalogue in the
 * page's language (the server's list is in English).
 */
export function SportsSection({
  settings,
  disabled,
  save,
}: {
  settings: BettingSettings;
  disabled: boolean;
  save: (lists: DisallowedSportsRequest) => void;
}) {
  const { t } = useTranslation();
  useLiveWatch([], ['sports']);
  const catalogue = useCatalogue('sports');
  const names = new Map<number, string>();
  if (catalogue?.status === 'ready' && catalogue.data.kind === 'sports')
    for (const s of catalogue.data.sports as readonly Sport[]) names.set(s.sportId, s.name);

  const toggle = (list: (typeof SECTIONS)[number]['list'], sportId: number, hidden: boolean) => {
    const next = { disallow_line_sport: settings.disallow_line_sport, disallow_live_sport: settings.disallow_live_sport };
    next[list] = hidden ? [...next[list], sportId] : next[list].filter((id) => id !== sportId);
    save(next);
  };

  return (
    <table className="office-settings__sports" data-testid="office-settings-sports-table">
      <caption className="visually-hidden">{t('officeSettings.sports.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('officeSettings.sports.sport')}</th>
          {SECTIONS.map((s) => (
            <th scope="col" key={s.key}>
              {t(s.title)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {settings.sports.map((sport) => (
          <tr key={sport.sportId}>
            <th scope="row">{names.get(sport.sportId) ?? sport.name}</th>
            {SECTIONS.map((s) => {
              const hidden = settings[s.list].includes(sport.sportId);
              const name = names.get(sport.sportId) ?? sport.name;
              return (
                <td key={s.key}>
                  <input
                    type="checkbox"
                    checked={hidden}
                    disabled={disabled}
                    aria-label={t(s.labelOf, { sport: name })}
                    data-testid={`hide-${s.key}-${sport.slug}`}
                    onChange={(e) => toggle(s.list, sport.sportId, e.target.checked)}
                  />
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
