import { useEffect } from 'react';
import { IDLE_PREFETCH_MARK, LINK_PREFETCH_IDLE_MS, NO_PREFETCH_CONNECTIONS } from '../../protocol/remoteApps';
import type { RemoteApps } from './appStore';
import type { AppName } from './catalogue';
import { appOfPage, type AppPage } from './routeApps';
import { useRemoteApps, useRemoteAppsIfAny } from './RemoteAppsContext';

interface ConnectionFacts {
  readonly connection?: { readonly saveData?: boolean; readonly effectiveType?: string };
}

/** SPEC 9: no prefetch on a 2g connection or with save-data on. */
export function mayPrefetch(
  nav: ConnectionFacts | undefined = typeof navigator === 'undefined' ? undefined : (navigator as ConnectionFacts),
): boolean {
  const connection = nav?.connection;
  if (!connection) return true;
  return connection.saveData !== true && !NO_PREFETCH_CONNECTIONS.includes(connection.effectiveType ?? '');
}

export interface PrefetchProps {
  readonly onPointerEnter: () => void;
  readonly onFocus: () => void;
}

/** Props for links: hovering or focusing one fetches the app of the page it opens (nothing where no app loader is). */
export function usePrefetchLinks(): (page: AppPage) => PrefetchProps {
  const apps = useRemoteAppsIfAny();
  return (page) => {
    const prefetch = () => {
      const app = appOfPage(page);
      if (apps && app && mayPrefetch()) void apps.prefetch(app);
    };
    return { onPointerEnter: prefetch, onFocus: prefetch };
  };
}

/**
 * Once the page has loaded and then been idle for 2000 ms (SPEC 9), fetch
 * the apps of these pages (the header's links), so a click on them shows the
 * page at once. Marked with IDLE_PREFETCH_MARK, so benchmarks can tell the
 * first load from it.
 */
export function useIdlePrefetch(pages: readonly AppPage[]): void {
  const apps = useRemoteApps();
  const key = [...new Set(pages.map(appOfPage).filter((app): app is AppName => app !== null))].join(',');
  useEffect(() => {
    if (!mayPrefetch() || key === '') return;
    return whenIdleAfterLoad(() => prefetchAll(apps, key.split(',') as AppName[]));
  }, [apps, key]);
}

function prefetchAll(apps: RemoteApps<AppName>, names: readonly AppName[]): void {
  for (const name of names) void apps.prefetch(name);
}

/**
 * Runs `task` in an idle period at least LINK_PREFETCH_IDLE_MS after the page's load event; the returned function
 * cancels it. Each such task marks IDLE_PREFETCH_MARK (the benchmarks read the first): what is fetched from then on
 * waited for the page to be idle (the header's apps, the footer), and is counted apart from the first load.
 */
export function whenIdleAfterLoad(task: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let idle: number | undefined;
  const marked = () => {
    performance.mark?.(IDLE_PREFETCH_MARK);
    task();
  };
  const afterDelay = () => {
    timer = setTimeout(() => {
      if (typeof requestIdleCallback === 'function') idle = requestIdleCallback(marked, { timeout: LINK_PREFETCH_IDLE_MS });
      else marked();
    }, LINK_PREFETCH_IDLE_MS);
  };
  const loaded = typeof document === 'undefined' || document.readyState === 'complete';
  if (loaded) afterDelay();
  else window.addEventListener('load', afterDelay, { once: true });
  return () => {
    window.removeEventListener('load', afterDelay);
    if (timer !== undefined) clearTimeout(timer);
    if (idle !== undefined && typeof cancelIdleCallback === 'function') cancelIdleCallback(idle);
  };
}
