import type { RaiseDraft } from './rules';

/**
 * SPEC 8's update-available warning: a tab reported that the server no
 * longer serves its build (a deploy). The tabs a worker serves run its build
 * (a tab and a host of another build refuse each other, CORE_API_VERSION
 * aside, by the worker script's own URL), so the warning is the browser's,
 * once per gone build.
 */
export function buildGoneRules(build: string): readonly RaiseDraft[] {
  return [{ key: `updateAvailable:${build}`, kind: 'updateAvailable', params: {}, link: null, player: null }];
}
