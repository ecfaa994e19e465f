import type { RouteObject } from 'react-router';
import { ShellRoot } from './ShellRoot';

/**
 * Routes as data (DESIGN: src/ui). One gate takes every location: the worker's
 * route decision (core.resolveRoute, src/core/routing) picks the redirect, the
 * layout and the page (src/ui/pages/registry.tsx) before anything paints.
 */
export const appRoutes: RouteObject[] = [
  // `:lng` stays a route parameter for components that read it (useParams); the gate checks it is a language.
  { path: '/:lng/*', element: <ShellRoot /> },
  { path: '*', element: <ShellRoot /> },
];
