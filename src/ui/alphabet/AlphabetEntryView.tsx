import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AlphabetEntry } from '../../protocol/alphabet';
import { cleanServerHtml, trustedServerHtml } from '../info/trustedHtml';
import { alphabetPath, entryPath } from './paths';

/**
 * One entry: its term, definition and body (sanitised on the server, again
 * here where it becomes DOM, as information pages are), its related
 * entries, and for a coupon type its worked example in the public calculator.
 */
export function AlphabetEntryView({ entry, lang }: { readonly entry: AlphabetEntry; readonly lang: string }) {
  const { t } = useTranslation();
  const html = cleanServerHtml(entry.html);
  return (
    <article className="alphabet-entry card" data-testid="alphabet-entry" aria-labelledby="alphabet-entry-term">
      <h1 id="alphabet-entry-term" lang={entry.lang}>
        {entry.term}
      </h1>
      {entry.lang !== lang && (
        <p className="alphabet-entry__note" data-testid="alphabet-fallback">
          {t('alphabet.fallback_note')}
        </p>
      )}
      <p className="alphabet-entry__definition" lang={entry.lang} data-testid="alphabet-definition">
        {entry.definition}
      </p>
      {html.trim() !== '' && (
        <div
          className="alphabet-entry__body info-page__body"
          lang={entry.lang}
          dangerouslySetInnerHTML={{ __html: trustedServerHtml(html) }}
        />
      )}
      {entry.calculatorQuery !== null && (
        <p>
          <Link
            className="button button--primary"
            data-testid="alphabet-calculator"
            to={`/${lang}/betting-calculator?${entry.calculatorQuery}`}
          >
            {t('alphabet.calculator')}
          </Link>
        </p>
      )}
      {entry.related.length > 0 && (
        <section aria-labelledby="alphabet-related">
          <h2 id="alphabet-related">{t('alphabet.related')}</h2>
          <ul className="alphabet-list" data-testid="alphabet-related">
            {entry.related.map((r) => (
              <li key={r.slug}>
                <Link to={entryPath(lang, r)}>{r.term}</Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      <p>
        <Link to={alphabetPath(lang, entry.block.slug, entry.category.slug)}>{entry.category.title}</Link>
      </p>
    </article>
  );
}
