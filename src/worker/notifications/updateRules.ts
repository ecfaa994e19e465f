import type { RaiseDraft } from './rules';

/**
 * SPEC 8's update-available warning: a tab reported that the server no
 * longer serves its build (a deploy), or that a newer build's service worker
 * waits to take over; both are one warning per running build. The tabs a worker serves run its build
 * (a tab and a host of another build refuse each other, CORE_API_VERSION
 * aside, by the worker script's own URL), so the warning is the browser's,
 * once per running build; the build rides in its params so a tab already
 * on another one (the same worker script serves two builds) does not show it.
 */
export function updateRules(build: string): readonly RaiseDraft[] {
  return [{ key: `updateAvailable:${build}`, kind: 'updateAvailable', params: { build }, link: null, player: null }];
}
