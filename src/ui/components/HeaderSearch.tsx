import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CatalogueSearchResult } from '../../protocol/search';
import { useCore } from '../core-access/coreContext';
import './headerSearch.css';

/** Wait this long after the last key before asking: one question per pause, not per letter. */
const TYPING_PAUSE_MS = 150;
const LIMIT = 5;

/**
 * The header's catalogue search, minimal until the design system's search
 * box replaces it: the worker answers `searchCatalogue` over the whole
 * catalogue in the page's language; results are links to their pages.
 */
export function HeaderSearch({ lang }: { lang: string }) {
  const { t } = useTranslation();
  const core = useCore();
  const id = useId();
  const [text, setText] = useState('');
  const [result, setResult] = useState<CatalogueSearchResult | null>(null);
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const asked = useRef(0);

  useEffect(() => {
    const query = text.trim();
    const ask = ++asked.current;
    if (query === '') {
      setResult(null);
      return;
    }
    const timer = setTimeout(() => {
      core.ask('searchCatalogue', { text: query, lang, limit: LIMIT }).then(
        // An answer to an older text is dropped: the box shows what is typed now.
        (answer) => ask === asked.current && setResult(answer),
        () => ask === asked.current && setResult({ games: [], champs: [], teams: [] }),
      );
    }, TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [core, lang, text]);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: MouseEvent) => {
      if (box.current && event.target instanceof Node && !box.current.contains(event.target)) setOpen(false);
    };
    document.addEventListener('mousedown', onPointer);
    return () => document.removeEventListener('mousedown', onPointer);
  }, [open]);

  const onKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      // Focus back on the box first (its focus opens the results), then close them.
      box.current?.querySelector('input')?.focus();
      setOpen(false);
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const items = [...(box.current?.querySelectorAll<HTMLElement>('input, a') ?? [])];
    const at = items.indexOf(document.activeElement as HTMLElement);
    if (at < 0) return;
    event.preventDefault();
    items[Math.min(items.length - 1, Math.max(0, at + (event.key === 'ArrowDown' ? 1 : -1)))]?.focus();
  };
  const done = () => {
    setOpen(false);
    setText('');
  };

  const shown = open && result !== null && text.trim() !== '';
  const empty = result !== null && result.games.length + result.champs.length + result.teams.length === 0;
  return (
    <div className="header-search" ref={box} onKeyDown={onKey} data-testid="header-search">
      <label htmlFor={`${id}-input`} className="visually-hidden">
        {t('shell.search.label')}
      </label>
      <input
        id={`${id}-input`}
        type="search"
        value={text}
        placeholder={t('shell.search.placeholder')}
        autoComplete="off"
        aria-expanded={shown}
        aria-controls={`${id}-results`}
        data-testid="header-search-input"
        onFocus={() => setOpen(true)}
        onChange={(e) => {
          setText(e.target.value);
          setOpen(true);
        }}
      />
      {shown && (
        <div
          id={`${id}-results`}
          className="header-search__results"
          role="region"
          aria-live="polite"
          aria-label={t('shell.search.results')}
        >
          {empty ? (
            <p data-testid="header-search-none">{t('shell.search.none')}</p>
          ) : (
            <>
              <Group title={t('shell.search.games')} testId="header-search-games">
                {result.games.map((g) => (
                  <li key={g.id}>
                    <Link to={g.path} onClick={done}>
                      <bdi>{g.name}</bdi>{' '}
                      <span className="header-search__meta">
                        {g.isLive ? t('shell.search.live') : ''} {g.champName}
                      </span>
                    </Link>
                  </li>
                ))}
              </Group>
              <Group title={t('shell.search.champs')} testId="header-search-champs">
                {result.champs.map((c) => (
                  <li key={c.id}>
                    <Link to={c.path} onClick={done}>
                      {c.name}
                    </Link>
                  </li>
                ))}
              </Group>
              <Group title={t('shell.search.teams')} testId="header-search-teams">
                {result.teams.map((team) => (
                  <li key={team.path}>
                    <Link to={team.path} onClick={done}>
                      {team.name}
                    </Link>
                  </li>
                ))}
              </Group>
            </>
          )}
        </div>
      )}
    </div>
  );
}

function Group({ title, testId, children }: { title: string; testId: string; children: readonly ReactElement[] }) {
  if (children.length === 0) return null;
  return (
    <section data-testid={testId}>
      <h2 className="header-search__title">{title}</h2>
      <ul>{children}</ul>
    </section>
  );
}
