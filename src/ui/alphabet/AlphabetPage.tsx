import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AlphabetEntryResult, AlphabetTree, AlphabetTreeResult } from '../../protocol/alphabet';
import { RetryPage } from '../components/RetryPage';
import { useCore } from '../core-access/coreContext';
import type { PageProps } from '../core-access/pageProps';
import { useKeyedLoad } from '../core-access/useKeyedLoad';
import { Preloader } from '../shell/Preloader';
import { NotFoundPage } from '../shell/pages/NotFoundPage';
import { AlphabetEntryView } from './AlphabetEntryView';
import { AlphabetSearch } from './AlphabetSearch';
import { BlockList, CategoryEntries, LetterIndex } from './AlphabetLists';
import { alphabetPath } from './paths';
import { useAlphabetTexts } from './texts';
import './alphabet.css';

type Crumb = { readonly to: string; readonly label: string };

function Breadcrumbs({ crumbs }: { readonly crumbs: readonly Crumb[] }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('alphabet.breadcrumbs')} className="alphabet-crumbs">
      <ol>
        {crumbs.map((c) => (
          <li key={c.to}>
            <Link to={c.to}>{c.label}</Link>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** An entry's page: its own load; a slug the server does not know, or one under another block or category, is the 404 page. */
function EntryPage({ lang, slug, block, category }: { lang: string; slug: string; block: string; category: string }) {
  const { t } = useTranslation();
  const core = useCore();
  const { value, retry } = useKeyedLoad(
    `${lang}:${slug}`,
    () => core.ask('alphabetEntry', { lang, slug }),
    (): AlphabetEntryResult => ({ status: 'error' }),
  );
  if (value.status === 'loading') return <Preloader kind="none" message={t('alphabet.loading')} />;
  if (value.status === 'error') return <LoadError onRetry={retry} />;
  if (value.status === 'not_found' || value.entry.block.slug !== block || value.entry.category.slug !== category)
    return <NotFoundPage lang={lang} />;
  return <AlphabetEntryView entry={value.entry} lang={lang} />;
}

function LoadError({ onRetry }: { readonly onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <RetryPage
      testId="alphabet-error"
      title={t('alphabet.error_title')}
      body={t('alphabet.error_body')}
      retryLabel={t('alphabet.retry')}
      retryTestId="alphabet-retry"
      onRetry={onRetry}
    />
  );
}

/** What the address names within the tree: null when a block or category of it does not exist. */
function placeOf(tree: AlphabetTree, params: PageProps['resolution']['params']) {
  const block = params.block === undefined ? undefined : tree.blocks.find((b) => b.slug === params.block);
  if (params.block !== undefined && !block) return null;
  const category = params.category === undefined ? undefined : block?.categories.find((c) => c.slug === params.category);
  if (params.category !== undefined && !category) return null;
  return { block, category };
}

/**
 * /{lng}/betting-alphabet/{block?}/{category?}/{slug?} (SPEC 2): the blocks
 * and the A–Z index; a block's categories and entries; a category's entries;
 * an entry. The search box is on every one of them.
 */
export default function AlphabetPage({ resolution }: PageProps) {
  const textsReady = useAlphabetTexts();
  const { t } = useTranslation();
  const core = useCore();
  const lang = resolution.language;
  const { value, retry } = useKeyedLoad(
    lang,
    () => core.ask('alphabetTree', { lang }),
    (): AlphabetTreeResult => ({ status: 'error' }),
  );
  if (!textsReady || value.status === 'loading') return <Preloader kind={resolution.meta.preloader} />;
  if (value.status === 'error') return <LoadError onRetry={retry} />;
  const place = placeOf(value.tree, resolution.params);
  if (!place) return <NotFoundPage lang={lang} />;
  const { block, category } = place;
  const slug = resolution.params.slug;

  const crumbs: Crumb[] = [{ to: alphabetPath(lang), label: t('alphabet.title') }];
  if (block) crumbs.push({ to: alphabetPath(lang, block.slug), label: block.title });
  if (block && category) crumbs.push({ to: alphabetPath(lang, block.slug, category.slug), label: category.title });

  return (
    <div className="page alphabet-page" data-testid="alphabet-page">
      {block && <Breadcrumbs crumbs={crumbs} />}
      {!slug && (
        <header className="alphabet-page__head">
          <h1>{category?.title ?? block?.title ?? t('alphabet.title')}</h1>
          {!block && <p className="alphabet-page__intro">{t('alphabet.intro')}</p>}
        </header>
      )}
      <AlphabetSearch lang={lang} />
      {slug && block && category ? (
        <EntryPage lang={lang} slug={slug} block={block.slug} category={category.slug} />
      ) : category ? (
        <CategoryEntries lang={lang} entries={category.entries} />
      ) : block ? (
        <BlockList lang={lang} blocks={[block]} withEntries />
      ) : (
        <>
          <BlockList lang={lang} blocks={value.tree.blocks} />
          <LetterIndex lang={lang} letters={value.tree.letters} />
        </>
      )}
    </div>
  );
}
