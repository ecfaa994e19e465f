import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CatalogueData, CatalogueEntry } from '../../protocol/live-client';
import { useCatalogueRetry } from './catalogueHooks';

/** Loading, empty and error blocks of the live pages: one look, one set of test ids. */
export function Loading({ text, testId = 'live-list-loading' }: { text?: string; testId?: string }) {
  const { t } = useTranslation();
  return (
    <p className="live-state" role="status" aria-busy="true" data-testid={testId}>
      {text ?? t('live.list.loading')}
    </p>
  );
}

export function Empty({ text, testId = 'live-list-empty', children }: { text?: string; testId?: string; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="live-state" data-testid={testId}>
      <p>{text ?? t('live.list.empty')}</p>
      {children}
    </div>
  );
}

export function Failed({ text, testId = 'live-list-error', onRetry }: { text: string; testId?: string; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="live-state live-state--error" role="alert" data-testid={testId}>
      <p>{text}</p>
      {onRetry && (
        <button type="button" className="button" data-testid="live-retry" onClick={onRetry}>
          {t('live.state.retry')}
        </button>
      )}
    </div>
  );
}

/**
 * Renders a catalogue list: loading until it came, the error with a retry,
 * or the body for its data (which may itself say it is empty).
 */
export function CatalogueView<K extends CatalogueData['kind']>({
  entry,
  kind,
  catalogueKey,
  errorText,
  children,
}: {
  entry: CatalogueEntry | undefined;
  kind: K;
  catalogueKey: string;
  errorText: string;
  children: (data: Extract<CatalogueData, { kind: K }>) => ReactNode;
}) {
  const retry = useCatalogueRetry(catalogueKey);
  if (!entry || entry.status === 'loading') return <Loading />;
  if (entry.status === 'error') return <Failed text={errorText} onRetry={retry} />;
  if (entry.data.kind !== kind) return <Failed text={errorText} onRetry={retry} />;
  return <>{children(entry.data as Extract<CatalogueData, { kind: K }>)}</>;
}

export { useCatalogue, useCatalogueRetry } from './catalogueHooks';
