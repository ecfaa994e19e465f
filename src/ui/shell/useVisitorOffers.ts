import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import type { SiteConfigProjection } from '../../protocol/api';
import { NO_OFFERS, type VisitorOffers } from '../../protocol/routeAnswer';
import type { SessionProjection } from '../../protocol/session';
import { useCore, useProjectionSelector } from '../core-access/coreContext';
import { browserLanguages, isIpadPresentingAsMac, readCookies } from './browserFacts';

function selectVisitorFacts(session: SessionProjection): string {
  return `${session.status}|${session.banLevel}|${session.banVersion}|${session.termsRequired}`;
}

function selectConfig(site: SiteConfigProjection) {
  return site.status === 'ready' ? site.config : null;
}

/**
 * What the site offers this visitor on the page shown (languages,
 * registration, the support button's options): the route answer's offers,
 * asked as a probe of this location (no blocking check, no redirect service),
 * and again when the visitor or the site config changes. The last answer
 * stands while a redirect passes.
 */
export function useVisitorOffers(): VisitorOffers {
  const core = useCore();
  const { pathname, search } = useLocation();
  const visitor = useProjectionSelector('session', selectVisitorFacts) ?? null;
  const config = useProjectionSelector('siteConfig', selectConfig) ?? null;
  const [offers, setOffers] = useState<VisitorOffers>(NO_OFFERS);
  useEffect(() => {
    let cancelled = false;
    void core
      .resolveRoute({
        pathname,
        search,
        cookies: readCookies(),
        browserLanguages: browserLanguages(),
        isIpadPresentingAsMac: isIpadPresentingAsMac(),
        probe: true,
      })
      .then(
        (answer) => {
          if (!cancelled && 'offers' in answer) setOffers(answer.offers);
        },
        () => undefined,
      );
    return () => {
      cancelled = true;
    };
  }, [core, pathname, search, visitor, config]);
  return offers;
}
