// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BuildReport } from '../../../src/ui/apps/BuildReport';
import { buildReport } from '../../../src/ui/apps/buildReport';
import { runningBuild } from '../../../src/ui/apps/newBuild';
import { createI18n } from '../../../src/ui/i18n/allTexts';
import { readyCore, withCore } from '../fakeCore';

afterEach(() => {
  cleanup();
  buildReport.clear();
});

describe('what a tab learns of its build', () => {
  it('is reported to the worker as a fact, once, and the page paints no warning of its own', () => {
    const core = readyCore();
    const { container } = render(withCore(core, createI18n('en'), <BuildReport />));
    expect(core.dispatched).toEqual([]);
    act(() => buildReport.set({ command: 'app/build-gone', build: '/assets/index-OLD.js' }));
    act(() => buildReport.set({ command: 'app/build-gone', build: '/assets/index-OLD.js' }));
    expect(core.dispatched).toEqual([{ type: 'app/build-gone', payload: { build: '/assets/index-OLD.js' } }]);
    act(() => buildReport.set({ command: 'app/update-waiting', build: '/assets/index-OLD.js' }));
    expect(core.dispatched.at(-1)).toEqual({ type: 'app/update-waiting', payload: { build: '/assets/index-OLD.js' } });
    expect(container.textContent).toBe('');
  });

  it("is named by the page's entry script", () => {
    const doc = document.implementation.createHTMLDocument('page');
    expect(runningBuild(doc)).toBeNull();
    const script = doc.createElement('script');
    script.type = 'module';
    script.src = '/assets/index-abc.js';
    doc.head.append(script);
    expect(runningBuild(doc)).toBe('/assets/index-abc.js');
  });
});
