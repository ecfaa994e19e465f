// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProjectionName, ProjectionValues, SiteConfigProjection } from '../../../src/protocol/api';
import { POLICY_LOGO_PATH } from '../../../src/protocol/constants/siteNotices';
import { followPolicyLogo } from '../../../src/ui/siteNotices/policyPixel';
import { demoConfig } from '../../support/demoConfig';

/** A projection source holding the site config, as the worker pushes it. */
function siteConfigSource(initial: SiteConfigProjection) {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    subscribe: (_name: ProjectionName, listener: () => void) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    getSnapshot: <N extends ProjectionName>(name: N) => (name === 'siteConfig' ? value : undefined) as ProjectionValues[N] | undefined,
    push(next: SiteConfigProjection) {
      value = next;
      for (const listener of listeners) listener();
    },
  };
}

const ready = (showPolicyLogo: boolean | undefined): SiteConfigProjection => ({
  status: 'ready',
  config: demoConfig,
  lang: 'en',
  ...(showPolicyLogo === undefined ? {} : { showPolicyLogo }),
});
const pixels = () => document.querySelectorAll<HTMLImageElement>('img[data-testid="policy-logo"]');

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the policy pixel', () => {
  it("is on the page, hidden from sight and from assistive technology, when the worker's config says so", () => {
    const stop = followPolicyLogo(siteConfigSource(ready(true)));
    expect(pixels()).toHaveLength(1);
    const pixel = pixels()[0]!;
    expect(pixel.getAttribute('src')).toBe(POLICY_LOGO_PATH);
    expect(pixel.alt).toBe('');
    expect(pixel.getAttribute('aria-hidden')).toBe('true');
    expect(pixel.getAttribute('loading')).toBe('lazy');
    expect(pixel.style.opacity).toBe('0');
    expect([pixel.width, pixel.height]).toEqual([1, 1]);
    stop();
    expect(pixels()).toHaveLength(0);
  });

  it('is absent for a country the config does not list, and before the config came', () => {
    const source = siteConfigSource({ status: 'loading', attempt: 1, lang: null });
    followPolicyLogo(source);
    expect(pixels()).toHaveLength(0);
    source.push(ready(false));
    expect(pixels()).toHaveLength(0);
    source.push(ready(undefined));
    expect(pixels()).toHaveLength(0);
  });

  it('follows the config: added once when it starts to apply, removed when it stops, kept while one reloads', () => {
    const source = siteConfigSource(ready(false));
    followPolicyLogo(source);
    source.push(ready(true));
    source.push(ready(true));
    expect(pixels()).toHaveLength(1);
    source.push({ status: 'loading', attempt: 1, lang: 'de' });
    expect(pixels()).toHaveLength(1);
    source.push(ready(false));
    expect(pixels()).toHaveLength(0);
  });
});

describe('the bait observations', () => {
  it('reports a bait request failing as a network error while the own server answers', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (path: string) => {
        if (path.includes('/ads/')) throw new TypeError('Failed to fetch');
        return new Response('{}');
      }),
    );
    vi.stubGlobal('requestAnimationFrame', (run: FrameRequestCallback) => setTimeout(() => run(0), 0));
    const { observeAdBait } = await import('../../../src/ui/siteNotices/adBait');
    // jsdom lays nothing out: every element is 0 px high, so only the requests are read here.
    const observed = await observeAdBait();
    expect(observed.bait).toBe('blocked');
    expect(observed.server).toBe('answered');
    expect(document.querySelectorAll('.adsbox')).toHaveLength(0);
    vi.unstubAllGlobals();
  });
});
