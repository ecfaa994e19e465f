// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_PREFERENCES } from '../../src/protocol/preferences';
import { createRemoteApps } from '../../src/ui/apps/createRemoteApps';
import { RemoteAppsProvider } from '../../src/ui/apps/RemoteAppsContext';
import { DisplaySettings } from '../../src/ui/components/DisplaySettings';
import { createI18n } from '../../src/ui/i18n/allTexts';
import { FakeCore, readyCore, withCore } from './fakeCore';

afterEach(cleanup);

function renderSettings(core: FakeCore, lang = 'en') {
  const i18n = createI18n(lang);
  const result = render(
    withCore(
      core,
      i18n,
      <RemoteAppsProvider apps={createRemoteApps(i18n)}>
        <DisplaySettings />
      </RemoteAppsProvider>,
    ),
  );
  return result;
}

/** Opens the popover: its app is fetched the first time. */
function open() {
  fireEvent.click(screen.getByTestId('display-settings-button'));
  return screen.findByTestId('display-settings');
}

describe('display settings', () => {
  it('opens a labelled dialog and moves focus into it', async () => {
    renderSettings(readyCore());
    const button = screen.getByTestId('display-settings-button');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    const dialog = await open();
    expect(dialog.getAttribute('role')).toBe('dialog');
    expect(screen.getByRole('dialog', { name: 'Display settings' })).toBe(dialog);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('every control has a label', async () => {
    renderSettings(readyCore());
    const dialog = await open();
    for (const control of dialog.querySelectorAll('select, input')) {
      const id = control.getAttribute('id');
      expect(id, control.outerHTML).toBeTruthy();
      expect(dialog.querySelector(`label[for="${id}"]`)?.textContent?.trim(), control.outerHTML).toBeTruthy();
    }
  });

  it('Escape closes it and gives focus back to the button', async () => {
    renderSettings(readyCore());
    await open();
    fireEvent.keyDown(screen.getByTestId('pref-coefViewId'), { key: 'Escape' });
    expect(screen.queryByTestId('display-settings')).toBeNull();
    expect(document.activeElement).toBe(screen.getByTestId('display-settings-button'));
  });

  it('dispatches preferences/set with the typed value of each control', async () => {
    const core = readyCore();
    renderSettings(core);
    await open();
    fireEvent.change(screen.getByTestId('pref-coefViewId'), { target: { value: '2' } });
    fireEvent.change(screen.getByTestId('pref-appTheme'), { target: { value: '1' } });
    fireEvent.change(screen.getByTestId('pref-appViewType'), { target: { value: '1' } });
    fireEvent.change(screen.getByTestId('pref-fontSize'), { target: { value: 'large' } });
    fireEvent.change(screen.getByTestId('pref-timeZone'), { target: { value: '-5' } });
    fireEvent.change(screen.getByTestId('pref-marketsNameType'), { target: { value: '1' } });
    fireEvent.click(screen.getByTestId('pref-compactView'));
    fireEvent.click(screen.getByTestId('pref-statsInNewWindow'));
    await waitFor(() => expect(core.dispatched).toHaveLength(8));
    expect(core.dispatched).toEqual([
      { type: 'preferences/set', payload: { coefViewId: 2 } },
      { type: 'preferences/set', payload: { appTheme: 1 } },
      { type: 'preferences/set', payload: { appViewType: 1 } },
      { type: 'preferences/set', payload: { fontSize: 'large' } },
      { type: 'preferences/set', payload: { timeZone: -5 } },
      { type: 'preferences/set', payload: { marketsNameType: 1 } },
      { type: 'preferences/set', payload: { compactView: true } },
      { type: 'preferences/set', payload: { statsInNewWindow: false } },
    ]);
  });

  it('has a control for each preference the brief lists', async () => {
    renderSettings(readyCore());
    await open();
    for (const key of [
      'coefViewId',
      'appTheme',
      'appViewType',
      'fontSize',
      'compactView',
      'showGameId',
      'is12h',
      'timeZone',
      'statsInNewWindow',
      'teamLogosInCoupon',
      'marketsNameType',
      'groupByCountry',
      'accumulatorOfDayLine',
      'accumulatorOfDayLive',
      'detailedScore',
      'lightVersion',
      'betGenerator',
      'showSportsOnly',
      'bestMatchesOnTop',
    ]) {
      expect(screen.getByTestId(`pref-${key}`)).toBeTruthy();
    }
    // No video player yet: the switch would change nothing, so it is not offered (the stored preference stays).
    expect(screen.queryByTestId('pref-moveVideoOnScroll')).toBeNull();
  });

  it('shows a value pushed by the worker, as when another tab changed it', async () => {
    const core = readyCore();
    renderSettings(core);
    await open();
    expect((screen.getByTestId('pref-coefViewId') as HTMLSelectElement).value).toBe('0');
    expect((screen.getByTestId('pref-groupByCountry') as HTMLInputElement).checked).toBe(false);
    act(() => core.push('preferences', { ...DEFAULT_PREFERENCES, coefViewId: 5, groupByCountry: true, appTheme: 1 }));
    expect((screen.getByTestId('pref-coefViewId') as HTMLSelectElement).value).toBe('5');
    expect((screen.getByTestId('pref-groupByCountry') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByTestId('pref-appTheme') as HTMLSelectElement).value).toBe('1');
    expect(screen.getByTestId('odds-sample').textContent).toContain('Malay');
  });

  it('names the chosen odds format in the sample, translated', async () => {
    const core = readyCore();
    renderSettings(core, 'ru');
    await open();
    expect(screen.getByTestId('odds-sample').textContent).toContain('Десятичный');
    fireEvent.change(screen.getByTestId('pref-coefViewId'), { target: { value: '2' } });
    expect(screen.getByTestId('odds-sample').textContent).toContain('Американский');
    await waitFor(() => expect(core.dispatched).toHaveLength(1));
  });

  it('keeps a change on screen until the worker pushes it, and follows a later push from another tab', async () => {
    const core = readyCore();
    core.applyPreferences = false; // the push comes later than the answer
    renderSettings(core);
    await open();
    const select = screen.getByTestId('pref-coefViewId') as HTMLSelectElement;
    fireEvent.change(select, { target: { value: '3' } });
    await waitFor(() => expect(core.dispatched).toHaveLength(1));
    expect(select.value).toBe('3');
    act(() => core.push('preferences', { ...DEFAULT_PREFERENCES, coefViewId: 3 }));
    expect(select.value).toBe('3');
    act(() => core.push('preferences', { ...DEFAULT_PREFERENCES, coefViewId: 1 }));
    expect(select.value).toBe('1');
  });

  it('shows a translated rejection and the worker value again', async () => {
    const core = readyCore();
    core.answer = () => ({ rejected: true, code: 'preferences.invalid_value' });
    renderSettings(core, 'ar');
    const dialog = await open();
    fireEvent.change(screen.getByTestId('pref-fontSize'), { target: { value: 'small' } });
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toBe('قيمة هذا الإعداد غير مسموح بها.');
    expect((screen.getByTestId('pref-fontSize') as HTMLSelectElement).value).toBe('medium');
  });

  it('reset dispatches preferences/reset and shows the defaults', async () => {
    const core = readyCore();
    core.push('preferences', { ...DEFAULT_PREFERENCES, coefViewId: 4, is12h: true });
    renderSettings(core);
    await open();
    expect((screen.getByTestId('pref-is12h') as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByTestId('pref-reset'));
    await waitFor(() => expect(core.dispatched).toEqual([{ type: 'preferences/reset', payload: {} }]));
    expect((screen.getByTestId('pref-is12h') as HTMLInputElement).checked).toBe(false);
    expect((screen.getByTestId('pref-coefViewId') as HTMLSelectElement).value).toBe('0');
  });

  it('shows no guessed values before the first push', async () => {
    const core = new FakeCore();
    renderSettings(core);
    const dialog = await open();
    expect(dialog.querySelector('select, input')).toBeNull();
    expect(within(dialog).getByRole('status')).toBeTruthy();
    act(() => core.push('preferences', { ...DEFAULT_PREFERENCES, coefViewId: 2 }));
    expect((screen.getByTestId('pref-coefViewId') as HTMLSelectElement).value).toBe('2');
  });
});
