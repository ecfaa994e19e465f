// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CasinoGame } from '../../../../src/protocol/casino/catalogue';
import { casinoGame } from '../../../support/casinoGame';
import { GameGrid, gridLayout, visibleRows } from '../../../../src/ui/casino/lobby/GameGrid';

/** The grid measures its width, the window's height and its own top: jsdom lays nothing out, so the test says what they are. */
const WIDTH = 986;
const VIEWPORT = 800;
let gridTop = 0;
let frames: FrameRequestCallback[] = [];

beforeEach(() => {
  gridTop = 0;
  frames = [];
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(WIDTH);
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(() => ({ top: gridTop }) as DOMRect);
  vi.stubGlobal('innerHeight', VIEWPORT);
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
  vi.stubGlobal('cancelAnimationFrame', () => undefined);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const game = (index: number): CasinoGame => casinoGame(1001 + index, { slug: `game-${index}`, name: `Game ${index}` });
const GAMES = Array.from({ length: 5000 }, (_, i) => game(i));

/** Scrolls the window so the grid's top is at `top`, and runs the frame the scroll asked for. */
function scrollTo(top: number) {
  gridTop = top;
  act(() => {
    window.dispatchEvent(new Event('scroll'));
    window.dispatchEvent(new Event('scroll'));
    const due = frames;
    frames = [];
    for (const frame of due) frame(0);
  });
}

function showGrid(gameAt: (index: number) => CasinoGame | undefined = (i) => GAMES[i]) {
  const drawn: number[] = [];
  const need = vi.fn();
  const renderTile = (g: CasinoGame, index: number) => {
    drawn.push(index);
    return <span data-testid="tile">{g.name}</span>;
  };
  render(<GameGrid total={GAMES.length} gameAt={gameAt} need={need} renderTile={renderTile} label="Games" />);
  return { drawn, need };
}

describe('the lobby grid', () => {
  const layout = gridLayout(WIDTH);
  const screenRows = Math.ceil(VIEWPORT / layout.rowHeight);

  it('finds the rows on screen and two beyond, clamped to the list', () => {
    expect(visibleRows(0, 800, 200, 1000)).toEqual([0, 6]);
    expect(visibleRows(-1000, 800, 200, 1000)).toEqual([3, 11]);
    expect(visibleRows(-199_000, 800, 200, 1000)).toEqual([993, 999]);
    expect(visibleRows(0, 800, 200, 0)).toEqual([0, -1]);
  });

  it('draws only a screenful of 5,000 games, and asks for the games it shows', () => {
    const { need } = showGrid();
    const rows = screenRows + 2 + 1;
    expect(screen.getAllByRole('listitem')).toHaveLength(rows * layout.columns);
    expect(need).toHaveBeenLastCalledWith(0, rows * layout.columns - 1);
  });

  it('draws nothing again while a scroll stays within the same rows', () => {
    const { drawn } = showGrid();
    const first = drawn.length;
    scrollTo(-Math.floor(layout.rowHeight / 3));
    expect(drawn).toHaveLength(first);
  });

  it('draws only the rows a scroll brings in, and drops those it leaves', () => {
    const { drawn, need } = showGrid();
    drawn.length = 0;
    scrollTo(-5 * layout.rowHeight);
    // Rows 3 to screenRows + 7 now (5 rows down, less and plus the overscan of 2): rows 0 to 2 went, five came at the bottom.
    const firstIndex = 3 * layout.columns;
    expect(screen.getAllByRole('listitem')).toHaveLength((screenRows + 5) * layout.columns);
    expect(drawn).toHaveLength(5 * layout.columns);
    expect(Math.min(...drawn)).toBe((screenRows + 3) * layout.columns);
    expect(need).toHaveBeenLastCalledWith(firstIndex, expect.any(Number));
  });

  it('draws a skeleton of the same box where a page has not arrived', () => {
    showGrid((index) => (index < layout.columns ? GAMES[index] : undefined));
    expect(screen.getAllByTestId('tile')).toHaveLength(layout.columns);
    expect(screen.getAllByTestId('lobby-tile-skeleton').length).toBeGreaterThan(0);
  });
});
