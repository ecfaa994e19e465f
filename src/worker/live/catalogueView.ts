import { champGroups } from '../../core/live';
import { accumulatorOfDay, dayOf, suggestedCoupon } from '../../core/suggest';
import type { OddsFormatId } from '../../protocol/constants/oddsFormats';
import type { CatalogueData, CatalogueEntry } from '../../protocol/live-client';
import type { HeldIndex } from './catalogueIndex';

/** What the catalogue lists show of the player's display preferences. */
export interface CatalogueLook {
  readonly lang: string;
  readonly groupByCountry: boolean;
  readonly format: OddsFormatId;
  readonly shortNames: boolean;
  readonly timeZone: number;
}

const sameLook = (a: CatalogueLook, b: CatalogueLook): boolean =>
  a.lang === b.lang &&
  a.groupByCountry === b.groupByCountry &&
  a.format === b.format &&
  a.shortNames === b.shortNames &&
  a.timeZone === b.timeZone;

/** An accumulator entry whose index has not come yet, or could not come. */
export type IndexState =
  | { readonly status: 'loading' }
  | { readonly status: 'error'; readonly code: string }
  | { readonly status: 'ready'; readonly held: HeldIndex };

/**
 * Catalogue entries as the player sees them: championships grouped by
 * country when asked, the accumulator of the day built from the index in the
 * player's day, format and names. A view is kept while its inputs are the
 * same objects, so the projection diff sees no change where there is none.
 */
export class CatalogueViews {
  private readonly grouped = new WeakMap<CatalogueEntry, { look: CatalogueLook; view: CatalogueEntry }>();
  private readonly accumulators = new Map<string, { held: HeldIndex; look: CatalogueLook; view: CatalogueEntry }>();

  view(entry: CatalogueEntry, look: CatalogueLook): CatalogueEntry {
    if (entry.status !== 'ready' || !look.groupByCountry) return entry;
    const data = entry.data;
    if (data.kind !== 'menu' && data.kind !== 'champs') return entry;
    const kept = this.grouped.get(entry);
    if (kept && sameLook(kept.look, look)) return kept.view;
    const regrouped: CatalogueData =
      data.kind === 'menu'
        ? { ...data, sports: data.sports.map((s) => ({ ...s, groups: champGroups(s.champs, true, look.lang) })) }
        : { ...data, groups: champGroups(data.champs, true, look.lang) };
    const view: CatalogueEntry = { status: 'ready', data: regrouped };
    this.grouped.set(entry, { look, view });
    return view;
  }

  /**
   * The accumulator of the day of a section from the index: the games of the
   * player's day in their time zone; `now` only places the day and the line's
   * start, so the same index gives the same accumulator until it changes.
   */
  accumulator(section: 'live' | 'line', index: IndexState, look: CatalogueLook, now: number): CatalogueEntry {
    if (index.status !== 'ready') return index.status === 'loading' ? LOADING : { status: 'error', code: index.code };
    const kept = this.accumulators.get(section);
    if (kept && kept.held === index.held && sameLook(kept.look, look)) return kept.view;
    const { end } = dayOf(now, look.timeZone);
    const choices = accumulatorOfDay(index.held.index.games, { section, now, dayEnd: end });
    const champs = new Map(index.held.index.champs.map((c) => [c.champId, c]));
    const coupon = choices === null ? null : suggestedCoupon(choices, { champs, short: look.shortNames, format: look.format });
    const view: CatalogueEntry = { status: 'ready', data: { kind: 'accumulator', section, coupon } };
    this.accumulators.set(section, { held: index.held, look, view });
    return view;
  }
}

const LOADING: CatalogueEntry = { status: 'loading' };
