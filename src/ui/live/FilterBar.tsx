import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { BettingPatch, BettingState } from '../../protocol/live-client';
import { TIME_FILTERS } from '../../protocol/constants/betting';
import { useBetting } from './useBetting';

type Toggle = 'onlyWithVideos' | 'groupByCategories' | 'upcomingEvents' | 'wideScoreboard';
const TOGGLE_IDS: Record<Toggle, string> = {
  onlyWithVideos: 'videos',
  groupByCategories: 'group',
  upcomingEvents: 'upcoming',
  wideScoreboard: 'wide',
};

/**
 * The filters of the betting pages (SPEC 3 betting state and time filters).
 * Each change is a command: the worker stores it as an event and every tab
 * shows the same filters at once. Native radios and checkboxes, so arrow
 * keys and space work and screen readers name every control.
 */
export function FilterBar({ toggles = ['onlyWithVideos', 'groupByCategories', 'upcomingEvents'] }: { toggles?: readonly Toggle[] }) {
  const { t } = useTranslation();
  const { betting, set } = useBetting();
  const name = useId();
  const change = (changes: BettingPatch) => set(changes);
  const isDefault = betting.timeFilter === 'all' && toggles.every((toggle) => betting[toggle] === false);
  // Only the filters this bar shows: the section the player is in and the cyber and market choices stay.
  const reset = () => change({ timeFilter: 'all', ...Object.fromEntries(toggles.map((toggle) => [toggle, false])) });
  return (
    <form className="live-filters" data-testid="live-filters" aria-label={t('live.filter.title')} onSubmit={(e) => e.preventDefault()}>
      <fieldset className="live-filters__time">
        <legend>{t('live.filter.time')}</legend>
        {TIME_FILTERS.map((value) => (
          <label key={value} className={`live-chip${betting.timeFilter === value ? ' is-on' : ''}`}>
            <input
              type="radio"
              name={name}
              value={value}
              checked={betting.timeFilter === value}
              data-testid={`live-filter-time-${value}`}
              onChange={() => change({ timeFilter: value })}
            />
            {t(`live.filter.time_${value}`)}
          </label>
        ))}
      </fieldset>
      <div className="live-filters__toggles">
        {toggles.map((toggle) => (
          <label key={toggle} className="live-check">
            <input
              type="checkbox"
              checked={betting[toggle as keyof BettingState] === true}
              data-testid={`live-filter-${TOGGLE_IDS[toggle]}`}
              onChange={(e) => change({ [toggle]: e.currentTarget.checked })}
            />
            {t(`live.filter.${toggle}`)}
          </label>
        ))}
        <button type="button" className="button button--link" data-testid="live-filter-reset" disabled={isDefault} onClick={reset}>
          {t('live.filter.reset')}
        </button>
      </div>
    </form>
  );
}
