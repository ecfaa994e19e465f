import { z } from 'zod';
import type { CommandSpec } from './catalogue';
import type { CommandEnvelope } from './envelope';
import { PROMOTION_FILTERS, PROMOTION_SECTIONS, type PromotionFilter, type PromotionSection } from './constants/promotions';
import type { Promotion, PromotionListAnswer } from './schemas/promotions';

/**
 * Which promotions a list holds: every listed one, those the signed-in player takes part in (`mine`), or those
 * they may opt in to now (`open`); office/promotion shows the last two.
 */
export const PROMOTION_LIST_SCOPES = ['all', 'mine', 'open'] as const;
export type PromotionListScope = (typeof PROMOTION_LIST_SCOPES)[number];

/** A list as a page asks for it (the language is the page's). */
export interface PromotionListRequest {
  readonly product: PromotionFilter;
  readonly section: PromotionSection | null;
  readonly page: number;
  readonly lang: string;
  readonly scope: PromotionListScope;
}

/** The key of a list or of one promotion in the projection: a page reads the entry of what it asked. */
export const promotionListKey = (r: PromotionListRequest): string =>
  `${r.lang}:${r.product}:${r.section ?? '-'}:${r.page}${r.scope === 'all' ? '' : `:${r.scope}`}`;
export const promotionKey = (lang: string, slug: string): string => `${lang}:${slug}`;

export type PromotionLoad = 'loading' | 'ready' | 'failed';

export interface PromotionListEntry {
  readonly status: PromotionLoad;
  /** The last answer (kept while a refresh is on its way). */
  readonly answer: PromotionListAnswer | null;
}

export interface PromotionEntry {
  readonly status: PromotionLoad | 'notFound';
  readonly promotion: Promotion | null;
}

/**
 * The promotions as tabs see them (src/worker/promotions): the lists and
 * pages some tab asked for, by key, each with the caller's eligibility, read
 * again when the player signs in or out; an opt-in or out on its way and the
 * last refusal.
 */
export interface PromotionsProjection {
  readonly player: 'checking' | 'guest' | 'signedIn';
  readonly lists: Readonly<Record<string, PromotionListEntry>>;
  readonly pages: Readonly<Record<string, PromotionEntry>>;
  /** The promotion (slug) whose opt-in or opt-out is on its way. */
  readonly busy: string | null;
  /** The last refused opt-in or opt-out: its code (`promotions.*`) and, when ineligible, the reasons. */
  readonly refusal: {
    readonly slug: string;
    readonly action: 'optIn' | 'optOut';
    readonly code: string;
    readonly reasons: readonly string[];
  } | null;
}

const lang = z.string().regex(/^[a-z]{2}$/);
const slug = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
  .max(120);

export const PROMOTION_COMMAND_SCHEMAS = {
  /** Read (or read again) one page of a list. */
  'promotions/watchList': z.object({
    product: z.enum(PROMOTION_FILTERS),
    section: z.enum(PROMOTION_SECTIONS).nullable(),
    page: z.number().int().min(1).max(100_000),
    lang,
    scope: z.enum(PROMOTION_LIST_SCOPES),
  }),
  /** Read (or read again) one promotion. */
  'promotions/watch': z.object({ slug, lang }),
  'promotions/optIn': z.object({ slug, lang }),
  'promotions/optOut': z.object({ slug, lang }),
} as const;
type Schemas = typeof PROMOTION_COMMAND_SCHEMAS;
export type PromotionCommandType = keyof Schemas;
export type PromotionCommand = { [T in PromotionCommandType]: CommandEnvelope<T, z.input<Schemas[T]>> }[PromotionCommandType];
export const PROMOTION_COMMANDS = {
  'promotions/watchList': { from: 'tab', schema: PROMOTION_COMMAND_SCHEMAS['promotions/watchList'] },
  'promotions/watch': { from: 'tab', schema: PROMOTION_COMMAND_SCHEMAS['promotions/watch'] },
  'promotions/optIn': { from: 'tab', schema: PROMOTION_COMMAND_SCHEMAS['promotions/optIn'] },
  'promotions/optOut': { from: 'tab', schema: PROMOTION_COMMAND_SCHEMAS['promotions/optOut'] },
} as const satisfies Record<PromotionCommandType, CommandSpec>;

declare module './catalogue' {
  interface ContextCommands {
    promotions: PromotionCommand;
  }
}
declare module './api' {
  interface ProjectionValues {
    readonly promotions: PromotionsProjection;
  }
}
