import type { ComponentType } from 'react';
import type { PageProps } from '../core-access/pageProps';
import type { PageTable } from '../apps/contract';
import { PromotionDetail } from './PromotionDetail';
import { PromotionList } from './PromotionList';
import { ITEM_PLACES, LIST_PLACES } from './sections';
import './promotions.css';

const listPage =
  (place: (typeof LIST_PLACES)[keyof typeof LIST_PLACES]): ComponentType<PageProps> =>
  ({ resolution }) => <PromotionList resolution={resolution} place={place} />;

const itemPage =
  (place: (typeof ITEM_PLACES)[keyof typeof ITEM_PLACES]): ComponentType<PageProps> =>
  ({ resolution }) => <PromotionDetail resolution={resolution} place={place} slug={resolution.params[place.param] ?? ''} />;

/** Every list and promotion page of the app, by route: the same two components, each with its section and paths. */
export const PROMOTION_PAGES: PageTable = {
  ...Object.fromEntries(Object.entries(LIST_PLACES).map(([id, place]) => [id, listPage(place)])),
  ...Object.fromEntries(Object.entries(ITEM_PLACES).map(([id, place]) => [id, itemPage(place)])),
};
