import { readFileSync } from 'node:fs';
import { expect, test } from './support/server';

test('the debugger lists the event log, exports it as NDJSON and imports one', async ({ page }, testInfo) => {
  await page.goto('/en');
  await page.getByTestId('display-settings-button').click();
  await page.getByTestId('pref-coefViewId').selectOption('2');
  await page.getByTestId('pref-appTheme').selectOption('1');
  // Commands are decided in order: once the theme shows, both changes are durable.
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.goto('/en/debugger');
  await expect(page.getByTestId('event-row')).toHaveCount(2);
  await expect(page.getByTestId('event-row').first()).toContainText('preferences/changed');

  const downloading = page.waitForEvent('download');
  await page.getByTestId('export-log').click();
  const file = testInfo.outputPath('events.ndjson');
  await (await downloading).saveAs(file);
  const lines = readFileSync(file, 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as { type?: string; payload?: unknown });
  expect(lines.filter((l) => l.type === 'preferences/changed').map((l) => l.payload)).toEqual([
    { changes: { coefViewId: 2 } },
    { changes: { appTheme: 1 } },
  ]);

  // Importing a log replaces the state with its replay.
  const imported = [{ seq: 1, type: 'preferences/changed', v: 1, at: 1, origin: 'qa/1', payload: { key: 'coefViewId', value: 5 } }];
  await page.getByTestId('import-log').setInputFiles({
    name: 'qa.ndjson',
    mimeType: 'application/x-ndjson',
    buffer: Buffer.from(imported.map((e) => JSON.stringify(e)).join('\n')),
  });
  await expect(page.getByTestId('event-row')).toHaveCount(1);
  await page.getByTestId('display-settings-button').click();
  await expect(page.getByTestId('pref-coefViewId')).toHaveValue('5');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
});
