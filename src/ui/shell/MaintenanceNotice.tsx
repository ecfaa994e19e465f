import { useEffect, useState, type ComponentType } from 'react';
import type { MaintenanceNoticeView, SiteConfigProjection } from '../../protocol/api';
import { useProjectionSelector } from '../core-access/coreContext';

type Body = ComponentType<{ lang: string; notice: MaintenanceNoticeView }>;

function selectNotice(site: SiteConfigProjection): MaintenanceNoticeView | null {
  return site.status === 'ready' ? (site.maintenanceNotice ?? null) : null;
}

/**
 * SPEC 8: the warning before a planned maintenance (MaintenanceNoticeBody.tsx
 * draws it). Announced a few hours a year, so it is fetched only while one
 * is due, not in every first load; a warning that cannot be fetched is not
 * shown (the maintenance page itself does not depend on it).
 */
export function MaintenanceNotice({ lang }: { lang: string }) {
  // The worker says when a warning is due (on its clock, for every tab); the page only paints it.
  const notice = useProjectionSelector('siteConfig', selectNotice);
  const [Body, setBody] = useState<Body | null>(null);
  const due = notice !== null && notice !== undefined;
  useEffect(() => {
    if (!due || Body) return;
    let current = true;
    import('./MaintenanceNoticeBody').then(
      (m) => current && setBody(() => m.MaintenanceNoticeBody),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [due, Body]);
  return notice && Body ? <Body lang={lang} notice={notice} /> : null;
}
