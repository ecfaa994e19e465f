import type { ComponentType } from 'react';
import type { PageTable } from '../../apps/contract';
import type { PageProps } from '../../core-access/pageProps';
import { OfficeFrame } from './OfficeFrame';

const cache = new WeakMap<ComponentType<PageProps>, ComponentType<PageProps>>();

/** A page inside the office frame (one wrapper per page, so React keeps its state across renders). */
export function framed(Page: ComponentType<PageProps>): ComponentType<PageProps> {
  const known = cache.get(Page);
  if (known) return known;
  function FramedPage(props: PageProps) {
    return (
      <OfficeFrame resolution={props.resolution}>
        <Page {...props} />
      </OfficeFrame>
    );
  }
  FramedPage.displayName = `Framed(${Page.displayName ?? Page.name})`;
  cache.set(Page, FramedPage);
  return FramedPage;
}

/** Every page of a table inside the office frame: an app lists its pages as they are, and this frames them. */
export function framePages(pages: PageTable, only?: (routeId: string) => boolean): PageTable {
  return Object.fromEntries(
    Object.entries(pages).map(([routeId, Page]) => [routeId, Page && (!only || only(routeId)) ? framed(Page) : Page]),
  ) as PageTable;
}
