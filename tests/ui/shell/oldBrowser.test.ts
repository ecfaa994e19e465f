import { describe, expect, it } from 'vitest';
import { isOldBrowserPath, missingFeatures, oldBrowserPath } from '../../../src/ui/shell/oldBrowser';

const modern = {
  Worker: function Worker() {},
  SharedWorker: function SharedWorker() {},
  indexedDB: {},
  Promise: { allSettled: () => undefined },
  navigator: { locks: {} },
};

describe('old-browser detection', () => {
  it('a browser with everything the app needs runs it', () => {
    expect(missingFeatures(modern)).toEqual([]);
    // No SharedWorker: the Web Locks fallback will do.
    expect(missingFeatures({ ...modern, SharedWorker: undefined })).toEqual([]);
  });

  it('names what is missing', () => {
    expect(missingFeatures({ ...modern, Worker: undefined })).toEqual(['Worker']);
    expect(missingFeatures({ ...modern, indexedDB: undefined })).toEqual(['IndexedDB']);
    expect(missingFeatures({ ...modern, Promise: {} })).toEqual(['Promise.allSettled']);
    expect(missingFeatures({ ...modern, SharedWorker: undefined, navigator: {} })).toEqual(['SharedWorker or Web Locks']);
    expect(missingFeatures({})).toHaveLength(4);
  });

  it('the old-browser page of a language', () => {
    expect(oldBrowserPath('ru')).toBe('/ru/oldbrowser');
    expect(isOldBrowserPath('/ru/oldbrowser')).toBe(true);
    expect(isOldBrowserPath('/en/oldbrowser/')).toBe(true);
    expect(isOldBrowserPath('/en/live')).toBe(false);
  });
});
