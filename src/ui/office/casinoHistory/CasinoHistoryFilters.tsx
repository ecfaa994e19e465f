import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { CasinoHistoryFilters as Filters } from '../../../protocol/officeCasinoHistory';
import { Button } from '../../design/Button';
import { DateRangeFields, submitToAddress } from '../history/filterForm';

interface Props {
  readonly filters: Filters;
  readonly games: readonly { readonly id: string; readonly name: string }[];
  /** The form's fields, named as the address keeps them; the worker reads them back (src/core/casino/history). */
  readonly onApply: (search: string) => void;
  readonly onReset: () => void;
}

/** The casino history's filters: a game and a range of days, put into the address when applied. */
export function CasinoHistoryFilters({ filters, games, onApply, onReset }: Props) {
  const { t } = useTranslation();
  const id = useId();

  const apply = submitToAddress(onApply);

  // Keyed by the filters: the fields show what the address says after a reload or a step back in the browser.
  return (
    <form
      key={JSON.stringify(filters)}
      className="office-history__filters casino-history__filters"
      onSubmit={apply}
      aria-label={t('officeCasinoHistory.filters.label')}
      data-testid="casino-history-filters"
    >
      <div className="field">
        <label className="field-label" htmlFor={`${id}-game`}>
          {t('officeCasinoHistory.filters.game')}
        </label>
        <select id={`${id}-game`} name="game" defaultValue={filters.gameId} data-testid="casino-history-filter-game">
          <option value="">{t('officeCasinoHistory.filters.all_games')}</option>
          {games.map((g) => (
            <option key={g.id} value={g.id}>
              {g.name}
            </option>
          ))}
        </select>
      </div>
      <DateRangeFields
        id={id}
        from={filters.from}
        to={filters.to}
        labels={{ from: t('officeCasinoHistory.filters.from'), to: t('officeCasinoHistory.filters.to') }}
        testId="casino-history-filter"
      />
      <div className="office-history__filter-actions">
        <Button type="submit" variant="primary" data-testid="casino-history-filter-apply">
          {t('officeCasinoHistory.filters.apply')}
        </Button>
        <Button variant="ghost" onClick={onReset} data-testid="casino-history-filter-reset">
          {t('officeCasinoHistory.filters.reset')}
        </Button>
      </div>
    </form>
  );
}
