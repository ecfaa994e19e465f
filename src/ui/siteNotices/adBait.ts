import { AD_BAIT_CLASSES, AD_BAIT_PATH } from '../../protocol/constants/siteNotices';
import { API_PATH } from '../../protocol/constants/apiPath';
import type { AdBaitReport } from '../../protocol/siteFacts';

/** Performance mark set once the observations went to the worker (end-to-end tests wait for it, nothing else reads it). */
export const AD_BAIT_REPORTED_MARK = 'siteNotices:ad-bait-reported';

/** The request reached a server (any answer) or failed as a network error (an ad blocker's block is one). */
async function reaches(path: string): Promise<boolean> {
  try {
    await fetch(path, { cache: 'no-store', credentials: 'omit' });
    return true;
  } catch {
    return false;
  }
}

/** An empty element with the class names cosmetic filters hide: was it hidden once styled? */
async function baitElementHidden(): Promise<boolean> {
  const bait = document.createElement('div');
  bait.className = AD_BAIT_CLASSES;
  bait.setAttribute('aria-hidden', 'true');
  bait.style.cssText = 'position:absolute;inset-inline-start:-10000px;top:-10000px;width:1px;height:1px;pointer-events:none';
  document.body.append(bait);
  await new Promise((styled) => requestAnimationFrame(() => requestAnimationFrame(styled)));
  const style = getComputedStyle(bait);
  const hidden = style.display === 'none' || style.visibility === 'hidden' || bait.offsetHeight === 0;
  bait.remove();
  return hidden;
}

/**
 * What the page sees of the bait (the worker's rule decides what it means,
 * src/core/notifications/siteNotices.ts): the bait script's request, a plain
 * request to the site's own API meanwhile, and the bait element's style.
 */
export async function observeAdBait(): Promise<AdBaitReport> {
  const [bait, server, hidden] = await Promise.all([reaches(AD_BAIT_PATH), reaches(`${API_PATH}/health`), baitElementHidden()]);
  return { bait: bait ? 'loaded' : 'blocked', server: server ? 'answered' : 'failed', hidden };
}
