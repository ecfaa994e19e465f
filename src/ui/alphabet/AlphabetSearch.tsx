import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { AlphabetEntryCard } from '../../protocol/alphabet';
import { useCore } from '../core-access/coreContext';
import { entryPath } from './paths';

type Found =
  | { readonly status: 'idle' }
  | { readonly status: 'ok'; readonly q: string; readonly hits: readonly AlphabetEntryCard[] }
  | { readonly status: 'error' };

/**
 * The glossary's search box: results as the reader types, from the worker's
 * index in the page's language (a combobox: arrows move through the
 * results, Enter opens the one marked or the first, Escape clears). An
 * answer to an older text is dropped.
 */
export function AlphabetSearch({ lang }: { readonly lang: string }) {
  const { t } = useTranslation();
  const core = useCore();
  const navigate = useNavigate();
  const listId = useId();
  const [q, setQ] = useState('');
  const [found, setFound] = useState<Found>({ status: 'idle' });
  const [active, setActive] = useState(-1);
  const asked = useRef(0);

  const search = (text: string) => {
    setQ(text);
    setActive(-1);
    const id = ++asked.current;
    if (text.trim() === '') return setFound({ status: 'idle' });
    void core.ask('alphabetSearch', { lang, q: text }).then(
      (answer) =>
        id === asked.current && setFound(answer.status === 'ok' ? { status: 'ok', q: text, hits: answer.hits } : { status: 'error' }),
      () => id === asked.current && setFound({ status: 'error' }),
    );
  };

  const hits = found.status === 'ok' ? found.hits : [];
  const open = (hit: AlphabetEntryCard | undefined) => {
    if (!hit) return;
    search('');
    void navigate(entryPath(lang, hit));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && hits.length > 0) setActive((i) => (i + 1) % hits.length);
    else if (event.key === 'ArrowUp' && hits.length > 0) setActive((i) => (i <= 0 ? hits.length - 1 : i - 1));
    else if (event.key === 'Enter') open(hits[Math.max(active, 0)]);
    else if (event.key === 'Escape') search('');
    else return;
    event.preventDefault();
  };

  const expanded = found.status !== 'idle';
  return (
    <div className="alphabet-search" role="search">
      <label className="field-label" htmlFor={`${listId}-input`}>
        {t('alphabet.search_label')}
      </label>
      <input
        id={`${listId}-input`}
        type="search"
        role="combobox"
        data-testid="alphabet-search"
        value={q}
        placeholder={t('alphabet.search_placeholder')}
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={active >= 0 ? `${listId}-${active}` : undefined}
        onChange={(event) => search(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <div className="alphabet-search__results" aria-live="polite">
        {found.status === 'error' && (
          <p className="alphabet-search__note" data-testid="alphabet-search-error" role="alert">
            {t('alphabet.search_error')}
          </p>
        )}
        {found.status === 'ok' && hits.length === 0 && (
          <p className="alphabet-search__note" data-testid="alphabet-search-empty">
            {t('alphabet.search_empty', { q: found.q })}
          </p>
        )}
        <ul
          id={listId}
          role="listbox"
          aria-label={t('alphabet.search_results')}
          hidden={hits.length === 0}
          className="card alphabet-search__list"
        >
          {hits.map((hit, i) => (
            <li key={hit.slug} id={`${listId}-${i}`} role="option" aria-selected={i === active} data-testid="alphabet-hit">
              <Link to={entryPath(lang, hit)} tabIndex={-1} onClick={() => search('')}>
                <strong>{hit.term}</strong>
                <span className="alphabet-search__definition">{hit.definition}</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
