import type { ComponentType } from 'react';
import type { RouteId, SECTION_ROUTE_ID } from '../../protocol/routes';
import type { PageResolution } from '../../protocol/routeAnswer';
import { DebuggerRoute } from './DebuggerPage';
import { HomePage } from './HomePage';

export interface PageProps {
  /** The worker's route decision for this URL: params, query, layout, meta. */
  readonly resolution: PageResolution;
}

/**
 * Which component renders which route of the table (src/protocol/routes.ts).
 * Each area adds its own entries here; a route without one renders the
 * placeholder of its remote application with its parameters.
 */
export const PAGE_COMPONENTS: Partial<Record<RouteId | typeof SECTION_ROUTE_ID, ComponentType<PageProps>>> = {
  home: HomePage,
  debugger: DebuggerRoute,
};
