import type { AnalyticsMetrics, FunnelReport } from '../../protocol/analytics';
import { routeOfPath } from '../routing/meta';
import { pageOf, type AnalyticsDraft } from './event';

/** A tab's page as a view: the route table's route and section (its group) say what kind of page it is. */
export function pageView(here: string): AnalyticsDraft {
  const route = routeOfPath(pageOf(here));
  return { name: 'page_view', params: { route: route.id, section: route.group } };
}

/**
 * Whether a registration form that closes now was finished: a player is
 * signed in, or an activation e-mail went out since the form was last opened
 * (SPEC 4's e-mail approval: the rest happens from the e-mail).
 */
export function registrationFinished(
  session: { readonly userId: number | null; readonly activationSentAt?: number | undefined },
  metrics: AnalyticsMetrics,
): boolean {
  if (session.userId !== null) return true;
  const sent = session.activationSentAt;
  return sent !== undefined && metrics.lastRegCallTime !== null && sent >= metrics.lastRegCallTime;
}

/**
 * A funnel step only the page sees (SPEC 4) to its event and SPEC 3's
 * metrics after it: opening the sign-in or registration form is the time
 * the pop-up was last called; a form closed once finished (registrationFinished,
 * or signed in) was not left. `metrics` are the kept ones (keptMetrics).
 */
export function funnelReport(
  report: FunnelReport,
  now: number,
  metrics: AnalyticsMetrics,
  finished: boolean,
): { readonly drafts: readonly AnalyticsDraft[]; readonly metrics: AnalyticsMetrics } {
  switch (report.step) {
    case 'opened':
      if (report.form === 'login') {
        const next = { ...metrics, lastAuthPopUpCallTime: now };
        return {
          drafts: [{ name: 'login_popup', params: { lastAuthPopUpCallTime: now, authTryCounter: next.auth.length } }],
          metrics: next,
        };
      }
      if (report.form === 'registration') {
        const next = { ...metrics, lastRegCallTime: now };
        return {
          drafts: [{ name: 'registration_popup', params: { lastRegCallTime: now, regTryCounter: next.reg.length } }],
          metrics: next,
        };
      }
      return { drafts: [{ name: 'recovery_popup', params: {} }], metrics };
    case 'type':
      return { drafts: [{ name: 'registration_type', params: { type: report.type } }], metrics };
    case 'bonus':
      return { drafts: [{ name: 'registration_bonus', params: { bonus: report.bonus } }], metrics };
    case 'left':
      if (finished) return { drafts: [], metrics };
      return report.form === 'registration'
        ? { drafts: [{ name: 'registration_leave', params: { type: report.at, how: report.how } }], metrics }
        : { drafts: [{ name: 'recovery_leave', params: { step: report.at, how: report.how } }], metrics };
  }
}
