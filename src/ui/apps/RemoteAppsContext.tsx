import { createContext, useContext, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import type { RemoteApps } from './appStore';
import type { AppName } from './catalogue';
import { createRemoteApps } from './createRemoteApps';

const RemoteAppsContext = createContext<RemoteApps<AppName> | null>(null);

/** Puts a given set of remote apps under the tree (tests inject loaders this way). */
export function RemoteAppsProvider({ apps, children }: { apps: RemoteApps<AppName>; children: ReactNode }) {
  return <RemoteAppsContext.Provider value={apps}>{children}</RemoteAppsContext.Provider>;
}

/** The page's remote apps, or null where nothing loads apps (a part rendered on its own, in a test). */
export function useRemoteAppsIfAny(): RemoteApps<AppName> | null {
  return useContext(RemoteAppsContext);
}

export function useRemoteApps(): RemoteApps<AppName> {
  const apps = useContext(RemoteAppsContext);
  if (!apps) throw new Error('useRemoteApps outside RemoteAppsProvider (src/ui/app/routes.tsx puts one at the root)');
  return apps;
}

/**
 * The root route's element: one set of remote apps for the page's whole life,
 * bound to its i18next instance (an app's texts go there), unless a test gave
 * its own.
 */
export function RemoteAppsRoot() {
  const given = useContext(RemoteAppsContext);
  const { i18n } = useTranslation();
  const [apps] = useState(() => given ?? createRemoteApps(i18n));
  return (
    <RemoteAppsContext.Provider value={apps}>
      <Outlet />
    </RemoteAppsContext.Provider>
  );
}
