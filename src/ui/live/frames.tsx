import type { ReactNode } from 'react';
import type { BettingSection } from '../../protocol/schemas/live';
import { FeedBanner } from './FeedBanner';
import { FilterBar } from './FilterBar';
import { SportMenu } from './SportMenu';
import type { MenuSection } from './paths';
import './live.css';

/** The frame of the betting pages: the sport menu of the section, the feed banner, the filters, the page. */
export function LiveShell({
  lang,
  section,
  menu,
  sportId,
  filters = true,
  children,
}: {
  lang: string;
  section: BettingSection;
  menu?: MenuSection;
  sportId?: number | null;
  filters?: boolean;
  children: ReactNode;
}) {
  return (
    <>
      <div className="live-page">
        <SportMenu lang={lang} section={section} menu={menu} activeSportId={sportId} />
        <div className="live-page__main">
          <FeedBanner />
          {/* Upcoming events adds the line's next games to a live page; the line already is those games. */}
          {filters && <FilterBar toggles={section === 'line' ? ['onlyWithVideos', 'groupByCategories'] : undefined} />}
          {children}
        </div>
      </div>
    </>
  );
}

/** A page without the sport menu (statistic, team, multi...): the notice line and the feed banner. */
export function LivePlain({ children, className, testId }: { children: ReactNode; className?: string; testId?: string }) {
  return (
    <>
      <section className={`page live-plain${className ? ` ${className}` : ''}`} data-testid={testId}>
        <FeedBanner />
        {children}
      </section>
    </>
  );
}
