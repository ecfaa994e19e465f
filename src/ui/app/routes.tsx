import type { RouteObject } from 'react-router';
import { DebuggerRoute } from '../pages/DebuggerPage';
import { HomePage } from '../pages/HomePage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { LanguageGate } from './LanguageGate';
import { LanguageRoute } from './LanguageRoute';

/**
 * Routes as data (DESIGN: src/ui). Every page lives under `/:lng`; the
 * catch-all sends a path without a language to the worker's decision.
 */
export const appRoutes: RouteObject[] = [
  {
    path: '/:lng',
    element: <LanguageRoute />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'debugger', element: <DebuggerRoute /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
  { path: '*', element: <LanguageGate /> },
];
