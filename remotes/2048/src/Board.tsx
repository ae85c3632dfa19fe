import type { CSSProperties } from 'react';
import { tilesOf, type Grid, type Tile } from './logic/grid';
import { tileColourClass, tileFontSize } from './tileStyle';

interface RenderedTile {
  tile: Tile;
  /** A tile that merged into another: drawn sliding to the merge, under the new tile. */
  source: boolean;
}

/**
 * Everything to draw, in id order: ids only grow, so surviving tiles never change DOM order
 * (moving a DOM node would cut its slide transition short).
 */
function tilesToDraw(grid: Grid): RenderedTile[] {
  const drawn: RenderedTile[] = [];
  for (const tile of tilesOf(grid)) {
    tile.mergedFrom?.forEach((from) => drawn.push({ tile: from, source: true }));
    drawn.push({ tile, source: false });
  }
  return drawn.sort((a, b) => a.tile.id - b.tile.id);
}

function TileView({ tile, source, boardSize }: RenderedTile & { boardSize: number }) {
  const classes = ['g2048-tile', tileColourClass(tile.value)];
  if (!source && tile.isNew) classes.push('g2048-tile--new');
  if (!source && tile.mergedFrom) classes.push('g2048-tile--merged');
  const style = { '--row': tile.row, '--col': tile.col, fontSize: `${tileFontSize(boardSize, tile.value)}cqw` } as CSSProperties;
  // Only live tiles carry test data and accessible text; merge sources are leftovers of the animation.
  const data = source ? { 'aria-hidden': true } : { 'data-value': tile.value, 'data-row': tile.row, 'data-col': tile.col };
  return (
    <div className={classes.join(' ')} style={style} {...data}>
      <div className="g2048-tile__inner">{tile.value}</div>
    </div>
  );
}

/** The tiles and the empty cells under them. */
export function Board({ grid }: { grid: Grid }) {
  const { size } = grid;
  return (
    <>
      <div className="g2048-cells" aria-hidden="true">
        {grid.cells.map((_, index) => (
          <div key={index} className="g2048-cell" />
        ))}
      </div>
      <div className="g2048-tiles">
        {tilesToDraw(grid).map(({ tile, source }) => (
          <TileView key={tile.id} tile={tile} source={source} boardSize={size} />
        ))}
      </div>
    </>
  );
}

/** The board read row by row, for screen readers. */
export function describeRows(grid: Grid): string[] {
  const rows: string[] = [];
  for (let row = 0; row < grid.size; row++) {
    const cells = grid.cells.slice(row * grid.size, (row + 1) * grid.size).map((cell) => (cell ? String(cell.value) : 'empty'));
    rows.push(`Row ${row + 1}: ${cells.join(', ')}`);
  }
  return rows;
}
