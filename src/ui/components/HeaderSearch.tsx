import { lazy, Suspense, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import './headerSearch.css';

// Everything but the box is fetched when the box is first pointed at or focused: most visits never search, and the first load stays lean.
const loadPanel = () => import('./HeaderSearchPanel');
const HeaderSearchPanel = lazy(loadPanel);

/**
 * The header's catalogue search, minimal until the design system's search
 * box replaces it: the worker answers `searchCatalogue` over the whole
 * catalogue in the page's language; results are links to their pages.
 * The box keeps what is typed while its panel is still on its way.
 */
export function HeaderSearch({ lang }: { lang: string }) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const [shown, setShown] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const use = () => {
    void loadPanel();
    setUsed(true);
  };
  return (
    <div className="header-search" ref={box} data-testid="header-search">
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
        onPointerEnter={() => void loadPanel()}
        onFocus={() => {
          use();
          setOpen(true);
        }}
        onChange={(e) => {
          use();
          setText(e.target.value);
          setOpen(true);
        }}
      />
      {used && (
        <Suspense fallback={null}>
          <HeaderSearchPanel
            id={`${id}-results`}
            box={box}
            text={text}
            lang={lang}
            open={open}
            onOpen={setOpen}
            onShown={setShown}
            onChosen={() => {
              setOpen(false);
              setText('');
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
