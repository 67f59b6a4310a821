import { describe, expect, it } from 'vitest';
import {
  RISK_CELL_CLASSES,
  RISK_CELL_COLOURS,
  cellSizeAt,
  classifyCells,
  decodeElevations,
  elevationOf,
  isEmptyTile,
  latitudeOfRow,
  mapInputsOf,
  orientationOfAspect,
  riskColours,
  slopeAspectOf,
  type ElevationGrid,
  type RiskCellClass,
} from './terrain.ts';
import type { RiskInputs } from './risk-types.ts';

// The domain's code has no DOM or Node types; the timing test reads these from the runtime.
const { performance, console } = globalThis as unknown as {
  performance: { now: () => number };
  console: { log: (text: string) => void };
};

const SIZE = 64;
const CELL = 10;
const tan = (degrees: number) => Math.tan((degrees * Math.PI) / 180);

/** A grid of SIZE×SIZE cells of CELL metres, elevation by (column, row) centred on the middle. */
function grid(elevation: (east: number, north: number) => number): ElevationGrid {
  const elevations = new Float32Array(SIZE * SIZE);
  for (let row = 0; row < SIZE; row++)
    for (let col = 0; col < SIZE; col++)
      elevations[row * SIZE + col] = elevation((col - SIZE / 2) * CELL, (SIZE / 2 - row) * CELL);
  return { elevations, width: SIZE, height: SIZE, cellSize: () => CELL };
}

/** A plane of 32° rising to the north: it faces south. */
const plane = grid((_east, north) => 2000 + tan(32) * north);
/** A cone of 38° whose summit is the grid's middle: each side faces away from it. */
const cone = grid((east, north) => 3000 - tan(38) * Math.hypot(east, north));

/** Encodes an elevation as a Terrarium pixel, as a tile server would. */
function terrarium(metres: number): [number, number, number, number] {
  const value = metres + 32768;
  return [Math.floor(value / 256), Math.floor(value) % 256, Math.floor((value % 1) * 256), 255];
}

describe('terrain tiles decoded (issue 17)', () => {
  it('reads Terrarium and Mapbox terrain-RGB pixels', () => {
    expect(elevationOf(128, 0, 0, 'terrarium')).toBe(0);
    const [r, g, b] = terrarium(4808.5);
    expect(elevationOf(r, g, b, 'terrarium')).toBe(4808.5);
    expect(elevationOf(1, 134, 160, 'mapbox')).toBeCloseTo(0, 5);
    expect(elevationOf(2, 0, 0, 'mapbox')).toBeCloseTo(3107.2, 5);
  });

  it('makes transparent pixels no data and knows an empty tile', () => {
    const rgba = [...terrarium(1500), 0, 0, 0, 0];
    const elevations = decodeElevations(rgba, 'terrarium');
    expect(elevations[0]).toBe(1500);
    expect(elevations[1]).toBeNaN();
    expect(isEmptyTile(elevations)).toBe(false);
    expect(isEmptyTile(decodeElevations([0, 0, 0, 0, 0, 0, 0, 0], 'terrarium'))).toBe(true);
  });

  it('sizes cells by latitude (Web Mercator)', () => {
    expect(latitudeOfRow(128, 0, 256)).toBeCloseTo(0, 10);
    expect(latitudeOfRow(0, 0, 256)).toBeCloseTo(85.0511, 4);
    expect(cellSizeAt(0, 0, 256)).toBeCloseTo(156543.03, 2);
    expect(cellSizeAt(60, 14, 256)).toBeCloseTo(156543.03 / 2 ** 14 / 2, 3);
  });
});

describe("slope and aspect by Horn's method", () => {
  it('finds 32° facing south on the plane, border cells included', () => {
    const { slope, aspect } = slopeAspectOf(plane);
    for (let cell = 0; cell < SIZE * SIZE; cell++) {
      const row = Math.floor(cell / SIZE);
      // Border rows see half the difference (their outer neighbour repeats them).
      if (row === 0 || row === SIZE - 1) continue;
      expect(slope[cell]).toBeCloseTo(32, 2);
      expect(aspect[cell]).toBeCloseTo(180, 4);
    }
  });

  it('finds 38° on the cone, each side facing away from the summit', () => {
    const { slope, aspect } = slopeAspectOf(cone);
    const at = (east: number, north: number) => (SIZE / 2 - north) * SIZE + SIZE / 2 + east;
    for (const [east, north, facing] of [
      [0, 10, 0],
      [10, 10, 45],
      [10, 0, 90],
      [10, -10, 135],
      [0, -10, 180],
      [-10, -10, 225],
      [-10, 0, 270],
      [-10, 10, 315],
    ] as const) {
      expect(slope[at(east, north)]).toBeCloseTo(38, 0);
      expect(aspect[at(east, north)]).toBeCloseTo(facing, 4);
    }
  });

  it('has no aspect on flat ground and maps aspects to the eight compass points', () => {
    const flat = slopeAspectOf(grid(() => 1200));
    expect(flat.slope[100]).toBe(0);
    expect(flat.aspect[100]).toBeNaN();
    expect(orientationOfAspect(NaN)).toBeUndefined();
    expect(orientationOfAspect(0)).toBe('N');
    expect(orientationOfAspect(22.4)).toBe('N');
    expect(orientationOfAspect(22.6)).toBe('NE');
    expect(orientationOfAspect(180)).toBe('S');
    expect(orientationOfAspect(337.6)).toBe('N');
  });
});

const classesOf = (terrain: ElevationGrid, inputs: RiskInputs) =>
  [...classifyCells(slopeAspectOf(terrain), terrain.elevations, inputs)].map(
    (index) => RISK_CELL_CLASSES[index],
  );

/** The cone's cells 5 to 25 cells from the summit (Horn's method is exact there), by compass point. */
function coneCells(): { cell: number; orientation: string }[] {
  const cells = [];
  for (let row = 0; row < SIZE; row++)
    for (let col = 0; col < SIZE; col++) {
      const east = col - SIZE / 2;
      const north = SIZE / 2 - row;
      const distance = Math.hypot(east, north);
      if (distance < 5 || distance > 25) continue;
      const facing = ((Math.atan2(east, north) * 180) / Math.PI + 360) % 360;
      // Leave out the cells on the border between two compass points.
      if (Math.abs((facing % 45) - 22.5) < 1) continue;
      cells.push({ cell: row * SIZE + col, orientation: orientationOfAspect(facing)! });
    }
  return cells;
}

describe('cells classified by the method (issue 17)', () => {
  it('colours the 32° plane by each method at considerable danger', () => {
    const inner = (classes: (RiskCellClass | undefined)[]) => classes.slice(SIZE, SIZE * (SIZE - 1));
    // MRD: no slope above 30° at level 3.
    expect(new Set(inner(classesOf(plane, { method: 'mrd', dangerHigh: 3 })))).toEqual(new Set(['excluded']));
    // MRE: 35° at level 3; 30° at level 4.
    expect(new Set(inner(classesOf(plane, { method: 'mre', dangerHigh: 3 })))).toEqual(
      new Set(['acceptable']),
    );
    expect(new Set(inner(classesOf(plane, { method: 'mre', dangerHigh: 4 })))).toEqual(new Set(['excluded']));
    // MRP: 8 ÷ (3 under 35° × 3 south) = 0.89.
    expect(new Set(inner(classesOf(plane, { method: 'mrp', dangerHigh: 3 })))).toEqual(
      new Set(['acceptable']),
    );
    // Level 5 calls off every outing.
    expect(new Set(classesOf(plane, { method: 'mre', dangerHigh: 5 }))).toEqual(new Set(['excluded']));
  });

  it("colours the 38° cone's sides by their orientation with MRP, cell by cell", () => {
    const cases: { inputs: RiskInputs; expected: Record<string, RiskCellClass> }[] = [
      {
        // 8 ÷ 2 (under 40°) north, ÷ 4 east (outside the sector), ÷ 6 elsewhere (outside the half).
        inputs: { method: 'mrp', dangerHigh: 3 },
        expected: { N: 'excluded', NE: 'excluded', NW: 'excluded', E: 'excluded' },
      },
      {
        // A small spaced group ×3: 8 ÷ 6 = 1.33 north, 0.67 east, 0.44 elsewhere.
        inputs: { method: 'mrp', dangerHigh: 3, groupSize: 3, spacing: true },
        expected: { N: 'high', NE: 'high', NW: 'high', E: 'acceptable' },
      },
      {
        // A refined potential of 7: 7 ÷ 6 = 1.17 north.
        inputs: { method: 'mrp', dangerHigh: 3, hazardPotential: 7, groupSize: 3, spacing: true },
        expected: { N: 'increased', NE: 'increased', NW: 'increased', E: 'acceptable' },
      },
    ];
    const elsewhere: Record<string, RiskCellClass> = {
      // 8 ÷ 6 = 1.33 without a group factor; with one, acceptable.
      S: 'high',
      SE: 'high',
      SW: 'high',
      W: 'high',
    };
    for (const [index, { inputs, expected }] of cases.entries()) {
      const classes = classesOf(cone, inputs);
      for (const { cell, orientation } of coneCells()) {
        const want = expected[orientation] ?? (index === 0 ? elsewhere[orientation] : 'acceptable');
        expect({ cell, orientation, class: classes[cell] }).toEqual({ cell, orientation, class: want });
      }
    }
  });

  it('uses the high or low level by each cell’s elevation', () => {
    // The plane runs from 1685 m (south) to 2315 m (north); the level changes at 2000 m.
    const classes = classesOf(plane, { method: 'mrd', dangerHigh: 3, dangerLow: 2, changeAltitude: 2000 });
    expect(classes[10 * SIZE + 20]).toBe('excluded'); // above: 32° over MRD's 30° at level 3
    expect(classes[50 * SIZE + 20]).toBe('acceptable'); // below: within 35° at level 2
  });

  it('leaves every cell clear while the bulletin or method is missing or wrong', () => {
    expect(mapInputsOf({ method: 'mre' })).toBeNull();
    expect(mapInputsOf({ method: 'mrd', dangerHigh: 4 })).toBeNull();
    expect(mapInputsOf({ method: 'mre', dangerHigh: 3, dangerLow: 2 })).toBeNull();
    expect(new Set(classesOf(plane, { dangerHigh: 3 }))).toEqual(new Set(['none']));
    expect(mapInputsOf({ method: 'mre', dangerHigh: 3, slope: 95 })).toMatchObject({ slope: 0 });
  });

  it('paints each class in its colour', () => {
    const rgba = riskColours(Uint8Array.from([0, 1, 2, 3, 4]));
    expect([...rgba.slice(0, 4)]).toEqual([0, 0, 0, 0]);
    expect([...rgba.slice(16, 20)]).toEqual([...RISK_CELL_COLOURS.excluded]);
    expect([...rgba.slice(4, 8)]).toEqual([...RISK_CELL_COLOURS.acceptable]);
  });

  it('computes a 512×512 area quickly', () => {
    const size = 512;
    const elevations = new Float32Array(size * size);
    for (let i = 0; i < elevations.length; i++)
      elevations[i] = 2000 + 300 * Math.sin((i % size) / 40) * Math.cos(Math.floor(i / size) / 30);
    const start = performance.now();
    const terrain = slopeAspectOf({ elevations, width: size, height: size, cellSize: () => 10 });
    riskColours(classifyCells(terrain, elevations, { method: 'mrp', dangerHigh: 3, groupSize: 4 }));
    const ms = performance.now() - start;
    console.log(`risk map: 512×512 cells (slope, aspect, classes, colours) in ${ms.toFixed(0)} ms`);
    expect(ms).toBeLessThan(5000);
  });
});
