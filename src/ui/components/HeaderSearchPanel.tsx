import { useEffect, useRef, useState, type ReactElement, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CatalogueSearchResult, SearchResultFacts } from '../../protocol/search';
import { useCore } from '../core-access/coreContext';
import { Badge } from '../design/Badge';
import { SportIcon } from '../design/SportIcon';

/** Wait this long after the last key before asking: one question per pause, not per letter. */
const TYPING_PAUSE_MS = 150;
const LIMIT = 5;

/**
 * What the header's search box does once used: asks the worker for the
 * typed text, closes on a click outside or Escape, moves through the box
 * and the results with the arrow keys, and shows the results.
 */
export default function HeaderSearchPanel({
  id,
  box,
  text,
  lang,
  open,
  onOpen,
  onShown,
  onChosen,
}: {
  id: string;
  box: RefObject<HTMLDivElement | null>;
  text: string;
  lang: string;
  open: boolean;
  onOpen: (open: boolean) => void;
  onShown: (shown: boolean) => void;
  onChosen: () => void;
}) {
  const { t } = useTranslation();
  const core = useCore();
  const [result, setResult] = useState<CatalogueSearchResult | null>(null);
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
      if (box.current && event.target instanceof Node && !box.current.contains(event.target)) onOpen(false);
    };
    document.addEventListener('mousedown', onPointer);
    return () => document.removeEventListener('mousedown', onPointer);
  }, [box, open, onOpen]);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        // Focus back on the box first (its focus opens the results), then close them.
        element.querySelector('input')?.focus();
        onOpen(false);
        return;
      }
      if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
      const items = [...element.querySelectorAll<HTMLElement>('input, a')];
      const at = items.indexOf(document.activeElement as HTMLElement);
      if (at < 0) return;
      event.preventDefault();
      items[Math.min(items.length - 1, Math.max(0, at + (event.key === 'ArrowDown' ? 1 : -1)))]?.focus();
    };
    element.addEventListener('keydown', onKey);
    return () => element.removeEventListener('keydown', onKey);
  }, [box, onOpen]);

  const shown = open && result !== null && text.trim() !== '';
  useEffect(() => onShown(shown), [onShown, shown]);
  if (!shown) return null;
  const empty = result.games.length + result.champs.length + result.teams.length === 0;
  return (
    <div id={id} className="header-search__results" role="region" aria-live="polite" aria-label={t('shell.search.results')}>
      {empty ? (
        <p data-testid="header-search-none">{t('shell.search.none')}</p>
      ) : (
        <>
          <Group title={t('shell.search.games')} testId="header-search-games">
            {result.games.map((g) => (
              <li key={g.id}>
                <Link to={g.path} onClick={onChosen} className="header-search__item">
                  <Facts result={g} cyber={t('shell.app.cyber')} />
                  <span>
                    <Named name={g.name} match={g.match} />{' '}
                    <span className="header-search__meta">
                      {g.isLive ? t('shell.search.live') : ''} {g.champName}
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </Group>
          <Group title={t('shell.search.champs')} testId="header-search-champs">
            {result.champs.map((c) => (
              <li key={c.id}>
                <Link to={c.path} onClick={onChosen} className="header-search__item">
                  <Facts result={c} cyber={t('shell.app.cyber')} />
                  <Named name={c.name} match={c.match} />
                </Link>
              </li>
            ))}
          </Group>
          <Group title={t('shell.search.teams')} testId="header-search-teams">
            {result.teams.map((team) => (
              <li key={team.path}>
                <Link to={team.path} onClick={onChosen} className="header-search__item">
                  <Facts result={team} cyber={t('shell.app.cyber')} />
                  <Named name={team.name} match={team.match} />
                </Link>
              </li>
            ))}
          </Group>
        </>
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

/** The result's sport icon, and a cyber badge for a cyber sport (its games live under the cyber routes). */
function Facts({ result, cyber }: { result: SearchResultFacts; cyber: string }) {
  return (
    <>
      <SportIcon slug={result.sportSlug} cyber={result.isCyber} size={16} />
      {result.isCyber && (
        <Badge tone="accent" className="header-search__cyber" data-testid="header-search-cyber">
          {cyber}
        </Badge>
      )}
    </>
  );
}

/** The name as printed, the typed text in it marked (the worker says where: the page does not match again). */
function Named({ name, match }: { name: string; match: SearchResultFacts['match'] }) {
  if (!match) return <bdi>{name}</bdi>;
  const [start, end] = match;
  return (
    <bdi>
      {name.slice(0, start)}
      <mark className="header-search__mark">{name.slice(start, end)}</mark>
      {name.slice(end)}
    </bdi>
  );
}
