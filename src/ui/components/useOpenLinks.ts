import { useEffect, useState } from 'react';
import type { SiteConfigProjection } from '../../protocol/api';
import type { NavLink, RouteId } from '../../protocol/routes';
import type { SessionProjection } from '../../protocol/session';
import { useCore, useProjectionSelector } from '../core-access/coreContext';
import { browserLanguages, readCookies } from '../shell/browserFacts';

export interface OpenLink {
  readonly label: string;
  readonly routeId: RouteId;
  /** The route's remote application, as the route answer names it (which app to prefetch for the link). */
  readonly remoteApp: string | null;
  readonly to: string;
}

function selectVisitorFacts(session: SessionProjection): string {
  return `${session.status}|${session.banLevel}|${session.banVersion}`;
}

function selectConfigFacts(site: SiteConfigProjection): string {
  return site.status === 'ready' ? JSON.stringify(site.config) : site.status;
}

/**
 * The links of a navigation list (the header, the footer, a block page's way
 * out) this visitor may follow: the worker's route
 * decision for each path (the same one that answers the click) must be the
 * page itself. Asked again when the visitor signs in or out, is banned, or
 * the site config changes; nothing is offered until the worker answers.
 */
export function useOpenLinks(lang: string, links: readonly NavLink[]): readonly OpenLink[] {
  const core = useCore();
  const visitor = useProjectionSelector('session', selectVisitorFacts) ?? null;
  const config = useProjectionSelector('siteConfig', selectConfigFacts) ?? null;
  const [open, setOpen] = useState<readonly OpenLink[]>([]);
  useEffect(() => {
    let cancelled = false;
    const cookies = readCookies();
    const languages = browserLanguages();
    void Promise.all(
      links.map(async ({ label, routeId, path }) => {
        const to = `/${lang}/${path}`;
        const answer = await core
          .resolveRoute({ pathname: to, search: '', cookies, browserLanguages: languages, isIpadPresentingAsMac: false, probe: true })
          .catch(() => null);
        return answer?.kind === 'page' && answer.routeId === routeId ? { label, routeId, remoteApp: answer.meta.remoteApp, to } : null;
      }),
    ).then((found) => {
      if (!cancelled) setOpen(found.filter((l): l is OpenLink => l !== null));
    });
    return () => {
      cancelled = true;
    };
  }, [core, lang, links, visitor, config]);
  return open;
}
