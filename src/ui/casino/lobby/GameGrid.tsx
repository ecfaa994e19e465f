import { memo, startTransition, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { TILE_ART_HEIGHT_PER_WIDTH, type CasinoGame } from '../../../protocol/casino/catalogue';
import { Skeleton } from '../../design/Skeleton';
import { TileArtSize } from './tileArtSize';

/** Tiles are at least this wide (px); the grid fits as many columns as it can, two at the least. */
const TILE_MIN_WIDTH = 150;
const GAP = 12;
/** Below the art, the name and provider take this much. */
const CAPTION = 56;
/** Rows drawn beyond the screen on each side, so a fast scroll finds tiles in place. */
const OVERSCAN_ROWS = 2;

export interface GridLayout {
  readonly columns: number;
  readonly tileWidth: number;
  readonly rowHeight: number;
}

/** Columns and row height for a width: every tile the same box, so nothing moves when art or a page arrives. */
export function gridLayout(width: number): GridLayout {
  const columns = Math.max(2, Math.floor((width + GAP) / (TILE_MIN_WIDTH + GAP)));
  const tileWidth = Math.max(0, (width - GAP * (columns - 1)) / columns);
  return { columns, tileWidth, rowHeight: Math.round(tileWidth * TILE_ART_HEIGHT_PER_WIDTH) + CAPTION + GAP };
}

/** The rows on screen (plus the overscan) for a grid whose top is `top` px from the viewport's top. */
export function visibleRows(top: number, viewport: number, rowHeight: number, rows: number): readonly [number, number] {
  if (rowHeight <= 0 || rows === 0) return [0, -1];
  const first = Math.max(0, Math.floor(-top / rowHeight) - OVERSCAN_ROWS);
  const last = Math.min(rows - 1, Math.ceil((viewport - top) / rowHeight) + OVERSCAN_ROWS);
  return [first, Math.max(first - 1, last)];
}

/**
 * A virtualised grid of game tiles over the window's scroll: its height is
 * the whole list's, and only the rows on screen (and two beyond) are in the
 * DOM, so 5,000 games cost what a screenful does. A tile whose page has not
 * arrived is a skeleton of the same box; `need` asks for what the screen
 * shows. Positions are logical (inset-inline-start), so RTL mirrors.
 * `busy`: the list drawn is about to give way to another (a search's next
 * answer).
 */
export const GameGrid = memo(function GameGrid({
  total,
  gameAt,
  need,
  renderTile,
  label,
  busy = false,
}: {
  total: number;
  gameAt: (index: number) => CasinoGame | undefined;
  need?: (from: number, to: number) => void;
  renderTile: (game: CasinoGame, index: number) => ReactNode;
  label: string;
  busy?: boolean;
}) {
  const ref = useRef<HTMLDivElement>(null);
  /**
   * The grid's top in the viewport and the viewport's height at the last measure: a new count places the rows from
   * them, reading nothing of the page (a box, the scroll offset or the window's height would lay out what the render
   * just changed).
   */
  const seen = useRef<{ top: number; viewport: number } | null>(null);
  const [width, setWidth] = useState(0);
  const [range, setRange] = useState<readonly [number, number]>([0, -1]);
  // One object per width, so the rows' memo sees the same layout while only the scroll moves.
  const layout = useMemo(() => gridLayout(width), [width]);
  const rows = Math.ceil(total / layout.columns);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(element.clientWidth);
    const observer = new ResizeObserver(() => setWidth(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    let frame = 0;
    const place = ({ top, viewport }: { top: number; viewport: number }) => {
      const next = visibleRows(top, viewport, layout.rowHeight, rows);
      return (now: readonly [number, number]) => (now[0] === next[0] && now[1] === next[1] ? now : next);
    };
    const read = () => (seen.current = { top: element.getBoundingClientRect().top, viewport: window.innerHeight });
    const measure = () => {
      frame = 0;
      const now = read();
      // The rows a scroll brings in render in slices between frames, not as one long task (two rows of overscan wait).
      startTransition(() => setRange(place(now)));
    };
    if (seen.current === null) setRange(place(read()));
    else {
      // From the last measure; the next frame measures again, in case what is above the grid moved.
      setRange(place(seen.current));
      frame = requestAnimationFrame(measure);
    }
    const onScroll = () => {
      if (frame === 0) frame = requestAnimationFrame(measure);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      if (frame !== 0) cancelAnimationFrame(frame);
    };
  }, [layout.rowHeight, rows]);

  const from = range[0] * layout.columns;
  const to = Math.min(total - 1, (range[1] + 1) * layout.columns - 1);
  useEffect(() => {
    if (to >= from) need?.(from, to);
  }, [from, to, need]);

  // Whole pixels, so a width measured again a fraction apart does not draw every tile again.
  const artSize = `${Math.ceil(layout.tileWidth)}px`;
  const rowElements: ReactNode[] = [];
  // A range set for a longer list (until the next frame measures) draws no row past this one's end.
  for (let row = range[0]; row <= Math.min(range[1], rows - 1) && width > 0; row += 1) {
    const first = row * layout.columns;
    const games: (CasinoGame | undefined)[] = [];
    for (let index = first; index < Math.min(total, first + layout.columns); index += 1) games.push(gameAt(index));
    rowElements.push(<GridRow key={row} row={row} first={first} games={games} layout={layout} renderTile={renderTile} />);
  }

  return (
    <div
      ref={ref}
      role="list"
      aria-label={label}
      aria-busy={busy}
      className="lobby-grid"
      style={{ blockSize: Math.max(0, rows * layout.rowHeight - GAP) }}
      data-testid="lobby-grid"
    >
      <TileArtSize value={artSize}>{rowElements}</TileArtSize>
    </div>
  );
});

interface GridRowProps {
  readonly row: number;
  /** The index of the row's first game in the whole list. */
  readonly first: number;
  /** The row's games; undefined where a page has not arrived (a skeleton of the same box). */
  readonly games: readonly (CasinoGame | undefined)[];
  readonly layout: GridLayout;
  readonly renderTile: (game: CasinoGame, index: number) => ReactNode;
}

const sameRow = (a: GridRowProps, b: GridRowProps) =>
  a.row === b.row &&
  a.first === b.first &&
  a.layout === b.layout &&
  a.renderTile === b.renderTile &&
  a.games.length === b.games.length &&
  a.games.every((game, i) => game === b.games[i]);

/**
 * One row of tiles, drawn again only when its own games, the layout or the
 * tile's look change: a scroll that brings a row in draws that row alone,
 * and a page arriving draws the rows it fills. The row is a contained box
 * of fixed size, so nothing in it lays out or paints the rest of the grid.
 */
const GridRow = memo(function GridRow({ row, first, games, layout, renderTile }: GridRowProps) {
  return (
    <div
      role="none"
      className="lobby-grid__row"
      style={{ insetBlockStart: row * layout.rowHeight, blockSize: layout.rowHeight - GAP }}
      data-testid="lobby-grid-row"
    >
      {games.map((game, column) => (
        <div
          key={first + column}
          role="listitem"
          className="lobby-grid__cell"
          style={{ insetInlineStart: column * (layout.tileWidth + GAP), inlineSize: layout.tileWidth }}
        >
          {game ? (
            renderTile(game, first + column)
          ) : (
            <Skeleton shape="tile" className="lobby-grid__skeleton" testId="lobby-tile-skeleton" />
          )}
        </div>
      ))}
    </div>
  );
}, sameRow);
