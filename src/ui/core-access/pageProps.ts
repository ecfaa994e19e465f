import type { PageResolution } from '../../protocol/routeAnswer';

/**
 * What every page of every app is given: the worker's route decision for this
 * URL (params, query, layout, meta). Pages import this from here, never from
 * the registry that lists them, so no page depends on the list of pages.
 */
export interface PageProps {
  readonly resolution: PageResolution;
}
