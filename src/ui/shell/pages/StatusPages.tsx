import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { PageProps } from '../../core-access/pageProps';
import { useSession, useSessionRequest } from '../../session/useSession';
import { BLOCK_PAGE_EXITS } from '../../../protocol/routes';
import { useOpenLinks } from '../../components/useOpenLinks';
import { isRejection } from '../../../protocol/rejections';

type StatusKind = 'block' | 'block_ua' | 'block_ie' | 'site_updates' | 'coming_soon' | 'suspension' | 'oldbrowser';

/** The block, site-updates, coming-soon, suspension and old-browser pages (SPEC 4 Blocking, SPEC 2 empty layout). */
function StatusPage({ kind, resolution }: PageProps & { kind: StatusKind }) {
  const { t } = useTranslation();
  // The route answer keeps redirectedFrom only when it is a path of this site: the URL is anyone's to write.
  const from = kind === 'site_updates' ? resolution.redirectedFrom : null;
  return (
    <section className="page page--centered shell-status" data-testid={`status-${kind}`} aria-labelledby="shell-status-title">
      <h1 id="shell-status-title">{t(`shell.status.${kind}.title`)}</h1>
      <p>{t(`shell.status.${kind}.body`)}</p>
      {from && (
        <p data-testid="redirected-from">
          {t('shell.status.site_updates.from')} <Link to={from}>{from}</Link>
        </p>
      )}
      {kind !== 'oldbrowser' && <StatusPageExits lang={resolution.language} />}
    </section>
  );
}

/**
 * A block page is not a dead end: the pages this visitor may still open (a
 * banned player's appeal, help, rules, contacts; none under a block reason)
 * and, when signed in, signing out.
 */
function StatusPageExits({ lang }: { lang: string }) {
  const { t } = useTranslation();
  const exits = useOpenLinks(lang, BLOCK_PAGE_EXITS);
  const signedIn = useSession()?.status === 'signedIn';
  const request = useSessionRequest();
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);

  async function signOut() {
    setSigningOut(true);
    const answer = await request({ kind: 'logout' });
    // As from the header (SPEC 4): home after a logout; a failed disconnect reloads the page.
    if (isRejection(answer)) window.location.reload();
    else navigate(`/${lang}`);
  }

  if (exits.length === 0 && !signedIn) return null;
  return (
    <div className="shell-status__exits">
      {exits.length > 0 && (
        <nav aria-label={t('shell.status.exits.label')} data-testid="status-exits">
          <ul>
            {exits.map((exit) => (
              <li key={exit.routeId}>
                <Link to={exit.to} data-testid={`status-exit-${exit.routeId}`}>
                  {t(`shell.status.exits.${exit.label}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {signedIn && (
        <button type="button" className="button" data-testid="status-sign-out" disabled={signingOut} onClick={() => void signOut()}>
          {t('shell.status.exits.sign_out')}
        </button>
      )}
    </div>
  );
}

export const BlockPage = (props: PageProps) => <StatusPage kind="block" {...props} />;
export const BlockUaPage = (props: PageProps) => <StatusPage kind="block_ua" {...props} />;
export const BlockIePage = (props: PageProps) => <StatusPage kind="block_ie" {...props} />;
export const SiteUpdatesPage = (props: PageProps) => <StatusPage kind="site_updates" {...props} />;
export const ComingSoonPage = (props: PageProps) => <StatusPage kind="coming_soon" {...props} />;
export const SuspensionPage = (props: PageProps) => <StatusPage kind="suspension" {...props} />;
export const OldBrowserPage = (props: PageProps) => <StatusPage kind="oldbrowser" {...props} />;
