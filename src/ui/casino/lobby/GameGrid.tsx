import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import type { CasinoGame } from '../../../protocol/casino/catalogue';
import { Skeleton } from '../../design/Skeleton';

/** Tiles are at least this wide (px); the grid fits as many columns as it can, two at the least. */
const TILE_MIN_WIDTH = 150;
const GAP = 12;
/** The art is 4:3 (server/casino/catalogue/tiles.ts); below it, the name and provider take this much. */
const ART_RATIO = 3 / 4;
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
  return { columns, tileWidth, rowHeight: Math.round(tileWidth * ART_RATIO) + CAPTION + GAP };
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
 */
export function GameGrid({
  total,
  gameAt,
  need,
  renderTile,
  label,
}: {
  total: number;
  gameAt: (index: number) => CasinoGame | undefined;
  need?: (from: number, to: number) => void;
  renderTile: (game: CasinoGame, index: number) => ReactNode;
  label: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  const [range, setRange] = useState<readonly [number, number]>([0, -1]);
  const layout = gridLayout(width);
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
    const measure = () => {
      frame = 0;
      const next = visibleRows(element.getBoundingClientRect().top, window.innerHeight, layout.rowHeight, rows);
      setRange((now) => (now[0] === next[0] && now[1] === next[1] ? now : next));
    };
    measure();
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

  const cells: ReactNode[] = [];
  for (let index = from; index <= to && width > 0; index += 1) {
    const row = Math.floor(index / layout.columns);
    const column = index % layout.columns;
    const game = gameAt(index);
    cells.push(
      <div
        key={index}
        role="listitem"
        className="lobby-grid__cell"
        style={{
          insetBlockStart: row * layout.rowHeight,
          insetInlineStart: column * (layout.tileWidth + GAP),
          inlineSize: layout.tileWidth,
          blockSize: layout.rowHeight - GAP,
        }}
      >
        {game ? renderTile(game, index) : <Skeleton shape="tile" className="lobby-grid__skeleton" testId="lobby-tile-skeleton" />}
      </div>,
    );
  }

  return (
    <div
      ref={ref}
      role="list"
      aria-label={label}
      className="lobby-grid"
      style={{ blockSize: Math.max(0, rows * layout.rowHeight - GAP) }}
      data-testid="lobby-grid"
    >
      {cells}
    </div>
  );
}
