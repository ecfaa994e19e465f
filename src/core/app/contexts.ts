import { ageContext } from '../age/context';
import { bettingContext } from '../betting/context';
import { couponContext } from '../coupon/context';
import { limitsContext } from '../limits/context';
import { mediaContext } from '../media/context';
import { metricsContext } from '../metrics/context';
import { notificationsContext } from '../notifications/context';
import { preferencesContext } from '../preferences/context';
import { sessionContext } from '../session/context';
import { walletContext } from '../wallet/context';
import { createRegistry } from './registry';

/**
 * THE list of domain contexts. A new context is a folder with its
 * `context.ts` (src/core/app/context.ts says what goes in it) and one line
 * here; its worker controller, if it has effects, is one line in
 * src/worker/controllers.ts.
 */
export const CONTEXTS = [
  preferencesContext,
  couponContext,
  sessionContext,
  bettingContext,
  walletContext,
  limitsContext,
  ageContext,
  notificationsContext,
  metricsContext,
  mediaContext,
] as const;

export const APP_REGISTRY = createRegistry(CONTEXTS);
