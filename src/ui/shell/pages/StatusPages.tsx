import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isSameSitePath } from '../../../core/routing/safePath';
import type { PageProps } from '../../pages/registry';

type StatusKind = 'block' | 'block_ua' | 'block_ie' | 'site_updates' | 'coming_soon' | 'suspension' | 'oldbrowser';

/** The block, site-updates, coming-soon, suspension and old-browser pages (SPEC 4 Blocking, SPEC 2 empty layout). */
function StatusPage({ kind, resolution }: PageProps & { kind: StatusKind }) {
  const { t } = useTranslation();
  // redirectedFrom comes from the URL, which anyone can write: only a path of this site becomes a link.
  const requested = kind === 'site_updates' ? resolution.query.redirectedFrom : undefined;
  const from = isSameSitePath(requested) ? requested : undefined;
  return (
    <section className="page page--centered shell-status" data-testid={`status-${kind}`} aria-labelledby="shell-status-title">
      <h1 id="shell-status-title">{t(`shell.status.${kind}.title`)}</h1>
      <p>{t(`shell.status.${kind}.body`)}</p>
      {from && (
        <p data-testid="redirected-from">
          {t('shell.status.site_updates.from')} <Link to={from}>{from}</Link>
        </p>
      )}
    </section>
  );
}

export const BlockPage = (props: PageProps) => <StatusPage kind="block" {...props} />;
export const BlockUaPage = (props: PageProps) => <StatusPage kind="block_ua" {...props} />;
export const BlockIePage = (props: PageProps) => <StatusPage kind="block_ie" {...props} />;
export const SiteUpdatesPage = (props: PageProps) => <StatusPage kind="site_updates" {...props} />;
export const ComingSoonPage = (props: PageProps) => <StatusPage kind="coming_soon" {...props} />;
export const SuspensionPage = (props: PageProps) => <StatusPage kind="suspension" {...props} />;
export const OldBrowserPage = (props: PageProps) => <StatusPage kind="oldbrowser" {...props} />;
