import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  CASINO_CATEGORIES,
  CASINO_CATEGORY_IDS,
  CASINO_SEARCH_MAX,
  CASINO_SORTS,
  type CasinoCategory,
  type CasinoProvider,
  type CasinoSort,
} from '../../../protocol/casino/catalogue';
import { Segmented } from '../../design/Segmented';
import { categoryPath } from './gameLink';

/** The categories as links (each its own page), "all" being the lobby; not drawn again at each key of a search. */
export const CategoryNav = memo(function CategoryNav({ lang, current }: { lang: string; current: CasinoCategory | undefined }) {
  const { t } = useTranslation();
  const chip = (active: boolean) => `lobby-chip${active ? ' lobby-chip--on' : ''}`;
  return (
    <nav className="lobby-chips" aria-label={t('casinoLobby.filter.categories')}>
      <Link to={`/${lang}/casino-lobby`} className={chip(current === undefined)} aria-current={current === undefined ? 'page' : undefined}>
        {t('casinoLobby.filter.all')}
      </Link>
      {CASINO_CATEGORY_IDS.map((category) => (
        <Link
          key={category}
          to={categoryPath(lang, category)}
          className={chip(current === category)}
          aria-current={current === category ? 'page' : undefined}
          data-testid={`lobby-category-${category}`}
        >
          {t(`casinoLobby.category.${category}`)}
        </Link>
      ))}
    </nav>
  );
});

/** A category's subcategories as toggles; none chosen shows them all. */
export const SubcategoryChips = memo(function SubcategoryChips({
  category,
  value,
  onChange,
}: {
  category: CasinoCategory;
  value: string | undefined;
  onChange: (value: string | undefined) => void;
}) {
  const { t } = useTranslation();
  const options: readonly string[] = CASINO_CATEGORIES[category].subcategories;
  return (
    <div className="lobby-chips" role="group" aria-label={t('casinoLobby.filter.subcategories')}>
      <button
        type="button"
        className={`lobby-chip${value === undefined ? ' lobby-chip--on' : ''}`}
        aria-pressed={value === undefined}
        onClick={() => onChange(undefined)}
      >
        {t('casinoLobby.filter.all')}
      </button>
      {options.map((sub) => (
        <button
          key={sub}
          type="button"
          className={`lobby-chip${value === sub ? ' lobby-chip--on' : ''}`}
          aria-pressed={value === sub}
          onClick={() => onChange(value === sub ? undefined : sub)}
          data-testid={`lobby-subcategory-${sub}`}
        >
          {t(`casinoLobby.subcategory.${sub}`)}
        </button>
      ))}
    </div>
  );
});

/** The search box, the provider and the order. */
export function LobbyControls({
  search,
  onSearch,
  autoFocus,
  providers,
  provider,
  onProvider,
  sort,
  onSort,
}: {
  search: string;
  onSearch: (text: string) => void;
  autoFocus: boolean;
  providers: readonly CasinoProvider[] | null;
  provider: string | undefined;
  onProvider: ((slug: string | undefined) => void) | null;
  sort: CasinoSort;
  onSort: (sort: CasinoSort) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="lobby-controls">
      <label className="lobby-controls__search">
        <span className="visually-hidden">{t('casinoLobby.search.label')}</span>
        <input
          type="search"
          className="input"
          value={search}
          maxLength={CASINO_SEARCH_MAX}
          placeholder={t('casinoLobby.search.placeholder')}
          autoFocus={autoFocus}
          onChange={(event) => onSearch(event.target.value)}
          data-testid="lobby-search"
        />
      </label>
      {onProvider && (
        <label className="lobby-controls__provider">
          <span className="visually-hidden">{t('casinoLobby.filter.provider')}</span>
          <select
            className="input"
            value={provider ?? ''}
            onChange={(event) => onProvider(event.target.value === '' ? undefined : event.target.value)}
            data-testid="lobby-provider"
          >
            <option value="">{t('casinoLobby.filter.all_providers')}</option>
            {(providers ?? []).map((p) => (
              <option key={p.slug} value={p.slug}>
                {p.name}
              </option>
            ))}
          </select>
        </label>
      )}
      <Segmented
        name="lobby-sort"
        label={t('casinoLobby.sort.label')}
        value={sort}
        onChange={onSort}
        options={CASINO_SORTS.map((value) => ({ value, label: t(`casinoLobby.sort.${value}`), testId: `lobby-sort-${value}` }))}
      />
    </div>
  );
}
