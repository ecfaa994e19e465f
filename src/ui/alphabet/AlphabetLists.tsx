import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AlphabetBlock, AlphabetEntryCard, AlphabetTree } from '../../protocol/alphabet';
import { EmptyState } from '../design/EmptyState';
import { alphabetPath, entryPath } from './paths';

/** A category's entries: each term with its one-line definition. */
export function CategoryEntries({ lang, entries }: { readonly lang: string; readonly entries: readonly AlphabetEntryCard[] }) {
  const { t } = useTranslation();
  if (entries.length === 0) return <EmptyState title={t('alphabet.empty_category')} testId="alphabet-empty" />;
  return (
    <dl className="alphabet-entries" data-testid="alphabet-entries">
      {entries.map((e) => (
        <div key={e.slug} className="alphabet-entries__item">
          <dt>
            <Link to={entryPath(lang, e)}>{e.term}</Link>
          </dt>
          <dd>{e.definition}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Blocks as cards, each with its categories and their counts; a block's own page lists its entries too. */
export function BlockList({
  lang,
  blocks,
  withEntries = false,
}: {
  readonly lang: string;
  readonly blocks: readonly AlphabetBlock[];
  readonly withEntries?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <ul className="alphabet-blocks" data-testid="alphabet-blocks">
      {blocks.map((block) => (
        <li key={block.slug} className="card alphabet-blocks__block" data-testid="alphabet-block">
          {!withEntries && (
            <h2>
              <Link to={alphabetPath(lang, block.slug)}>{block.title}</Link>
            </h2>
          )}
          <ul className="alphabet-list">
            {block.categories.map((c) => (
              <li key={c.slug}>
                {withEntries ? (
                  <section aria-labelledby={`alphabet-category-${c.slug}`}>
                    <h2 id={`alphabet-category-${c.slug}`}>
                      <Link to={alphabetPath(lang, block.slug, c.slug)}>{c.title}</Link>
                    </h2>
                    <CategoryEntries lang={lang} entries={c.entries} />
                  </section>
                ) : (
                  <>
                    <Link to={alphabetPath(lang, block.slug, c.slug)}>{c.title}</Link>{' '}
                    <span className="alphabet-count">{t('alphabet.count', { count: c.entries.length })}</span>
                  </>
                )}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}

/** The A–Z index: a row of letters that jump to their terms below. */
export function LetterIndex({ lang, letters }: { readonly lang: string; readonly letters: AlphabetTree['letters'] }) {
  const { t } = useTranslation();
  const anchor = (letter: string) => `alphabet-letter-${letters.findIndex((l) => l.letter === letter)}`;
  return (
    <section className="alphabet-az" aria-labelledby="alphabet-az-title" data-testid="alphabet-az">
      <h2 id="alphabet-az-title">{t('alphabet.az')}</h2>
      <nav aria-label={t('alphabet.az_label')}>
        <ul className="alphabet-az__letters">
          {letters.map((l) => (
            <li key={l.letter}>
              <a href={`#${anchor(l.letter)}`}>{l.letter}</a>
            </li>
          ))}
        </ul>
      </nav>
      {letters.map((l) => (
        <section key={l.letter} id={anchor(l.letter)} aria-labelledby={`${anchor(l.letter)}-h`} className="alphabet-az__group">
          <h3 id={`${anchor(l.letter)}-h`}>{l.letter}</h3>
          <ul className="alphabet-list">
            {l.entries.map((e) => (
              <li key={e.slug}>
                <Link to={entryPath(lang, e)}>{e.term}</Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
}
