// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AnalyticsProjection } from '../../../src/protocol/analytics';
import { AnalyticsReport } from '../../../src/ui/analytics/AnalyticsReport';
import { createI18n } from '../../../src/ui/i18n/allTexts';
import { readyCore, withCore } from '../fakeCore';

afterEach(cleanup);

const REPORT: AnalyticsProjection = {
  gate: 'allowed',
  installed: true,
  queued: 1,
  sent: 2,
  dropped: 0,
  lastError: null,
  recent: [
    { name: 'page_view', ts: 1, page: '/en/live', params: {} },
    { name: 'coupon_add', ts: 2, page: '/en/live', params: { bets: 1 } },
  ],
};

function show(report: AnalyticsProjection | null, lang = 'en') {
  const core = readyCore();
  if (report) core.push('analytics', report);
  render(withCore(core, createI18n(lang), <AnalyticsReport />));
}

describe("the debugger's analytics report", () => {
  it('says whether it collects, what it sent and holds, newest event first', () => {
    show(REPORT);
    expect(screen.getByTestId('analytics-gate').textContent).toMatch(/^Collecting/);
    expect(screen.getByTestId('analytics-sent').textContent).toBe('Sent: 2 events');
    const rows = screen
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual(['coupon_add/en/live{"bets":1}', 'page_view/en/live{}']);
  });

  it('tells why it does not collect, in the page language', () => {
    show({ ...REPORT, gate: 'privacy-signal', recent: [], lastError: 'collector answered 500' });
    expect(screen.getByTestId('analytics-gate').textContent).toMatch(/Do Not Track or Global Privacy Control/);
    expect(screen.getByText('Last problem: collector answered 500')).toBeTruthy();
    cleanup();
    show({ ...REPORT, gate: 'no-consent' }, 'de');
    expect(screen.getByTestId('analytics-gate').textContent).toMatch(/nicht allen Cookies zugestimmt/);
  });
});
