import type { TFunction } from 'i18next';
import { apiErrorNotices, rejectionNotice, successNotice, textErrorNotice, type PageNotice } from '../../core/format';
import type { ApiErrorItem } from '../../protocol/http';
import type { Rejection } from '../../protocol/rejections';
import { showToast } from '../design/toastStore';
import { rejectionMessage } from '../i18n';

/**
 * THE place a page turns what went wrong (a typed refusal, an API's errors
 * list) or a saved change into notifications (SPEC 8): the rule of which and
 * how many is the core's (src/core/format/errorNotices.ts); this translates
 * and puts them on the one notification surface, the stack that also shows
 * the shared queue (NotificationStack). They are this page's: a click in one
 * tab does not notify the others.
 */
export interface NoticeTarget {
  /** A newer notice of the same key replaces the older (repeated clicks do not stack up). */
  readonly key: string;
  readonly testId?: string;
}

/** A notice's text in the page's language. */
export function noticeText(t: TFunction, notice: PageNotice): string {
  const body = notice.body;
  if (body.kind === 'text') return body.text;
  if (body.kind === 'rejection') return rejectionMessage(t, body.rejection);
  return t(body.key, { defaultValue: '' }) || t('rejection.generic');
}

export function showNotices(t: TFunction, notices: readonly PageNotice[], target: NoticeTarget): void {
  notices.forEach((notice, i) =>
    showToast({
      key: i === 0 ? target.key : `${target.key}#${i}`,
      text: noticeText(t, notice),
      tone: notice.tone,
      titleKey: notice.titleKey,
      confirmKey: notice.confirmKey,
      testId: target.testId,
    }),
  );
}

export const notifyRejection = (t: TFunction, rejection: Rejection, target: NoticeTarget) =>
  showNotices(t, [rejectionNotice(rejection)], target);
export const notifyApiErrors = (t: TFunction, errors: readonly ApiErrorItem[], target: NoticeTarget) =>
  showNotices(t, apiErrorNotices(errors), target);
export const notifyText = (t: TFunction, text: string, target: NoticeTarget) => showNotices(t, [textErrorNotice(text)], target);
export const notifySaved = (t: TFunction, target: NoticeTarget) => showNotices(t, [successNotice()], target);
