import type { RouteObject } from 'react-router';
import { RemoteAppsRoot } from '../apps/RemoteAppsContext';
import { ShellRoot } from './ShellRoot';

/**
 * Routes as data (DESIGN: src/ui). One gate takes every location: the worker's
 * route decision (core.resolveRoute, src/core/routing) picks the redirect, the
 * layout and the page (the shell's own, or a remote app's: src/ui/apps) before
 * anything paints.
 */
export const appRoutes: RouteObject[] = [
  {
    // One set of remote apps for the page's life (src/ui/apps): each page's app is fetched when first shown.
    element: <RemoteAppsRoot />,
    children: [
      // `:lng` stays a route parameter for components that read it (useParams); the gate checks it is a language.
      { path: '/:lng/*', element: <ShellRoot /> },
      { path: '*', element: <ShellRoot /> },
    ],
  },
];
