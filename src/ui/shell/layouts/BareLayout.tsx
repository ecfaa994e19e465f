import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Layout } from '../../../protocol/routes';
import { useCompanyName } from '../../core-access/useCompanyName';
import { BuildReport } from '../../apps/BuildReport';
import { IdleStarts } from '../../apps/IdleStarts';
import { StorageWarningBanner } from '../../components/StorageWarningBanner';
import { ToastHost } from '../ToastHost';

/**
 * The empty, blocked and maintenance layouts: no header or footer chrome, the
 * company name as the only brand, the page centred. Still one <main> landmark
 * so a screen reader finds the content.
 */
export function BareLayout({ kind, children }: { kind: Exclude<Layout, 'main'>; children: ReactNode }) {
  const { t } = useTranslation();
  const company = useCompanyName() ?? '';
  return (
    <div className={`shell-bare shell-bare--${kind}`} data-testid={`layout-${kind}`} data-layout={kind}>
      {kind !== 'empty' && (
        <header className="shell-bare__brand">
          <span data-testid="company-name">{company}</span>
        </header>
      )}
      {/* A player on a block or maintenance page still needs to know their choices are not being kept; a print page is left clean. */}
      {kind !== 'empty' && <StorageWarningBanner />}
      <BuildReport />
      <IdleStarts />
      {/* The update warning reaches a block or maintenance page too; a print page is left clean. */}
      {kind !== 'empty' && <ToastHost />}
      <main id="main" className="shell-bare__main" tabIndex={-1} aria-label={t('shell.layout.content')}>
        {children}
      </main>
    </div>
  );
}
