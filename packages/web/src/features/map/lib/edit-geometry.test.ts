import { describe, expect, it } from 'vitest';
import type { Geometry } from '@cairn/domain';
import {
  nearestVertex,
  removeVertex,
  uniformPositions,
  vertexAt,
  withoutMissingTimes,
} from './edit-geometry.ts';

const line: Geometry = {
  type: 'LineString',
  coordinates: [
    [0, 0, 100, 1000],
    [10, 0, 110, 1010],
    [20, 0, 120, 1020],
  ],
};
const square: Geometry = {
  type: 'Polygon',
  coordinates: [
    [
      [0, 0],
      [10, 0],
      [10, 10],
      [0, 10],
      [0, 0],
    ],
  ],
};

describe('edit map geometry rules (spec 3 §4)', () => {
  it('makes positions uniform for OpenLayers and takes the invented times off again', () => {
    const mixed: Geometry = {
      type: 'LineString',
      coordinates: [
        [0, 0, 100, 1000],
        [5, 5],
        [10, 0, 120],
      ],
    };
    const uniform = uniformPositions(mixed);
    expect(uniform).toEqual({
      type: 'LineString',
      coordinates: [
        [0, 0, 100, 1000],
        [5, 5, 0, 0],
        [10, 0, 120, 0],
      ],
    });
    expect(withoutMissingTimes(uniform)).toEqual({
      type: 'LineString',
      coordinates: [
        [0, 0, 100, 1000],
        [5, 5, 0],
        [10, 0, 120],
      ],
    });
  });

  it('finds the nearest vertex within the distance, not a ring closing position', () => {
    expect(nearestVertex(line, [11, 1], 5)).toEqual([1]);
    expect(nearestVertex(line, [50, 50], 5)).toBeUndefined();
    expect(nearestVertex(square, [0.5, 0.5], 2)).toEqual([0, 0]);
    expect(vertexAt(square, [0, 2])).toEqual([10, 10]);
    expect(vertexAt(line, [0, 1])).toBeUndefined();
  });

  it('removes a vertex of a line, keeping its elevation and time elsewhere, never below two points', () => {
    const shorter = removeVertex(line, [1]);
    expect(shorter).toEqual({ type: 'LineString', coordinates: [line.coordinates[0], line.coordinates[2]] });
    expect(removeVertex(shorter!, [0])).toBeUndefined();
    const multi: Geometry = { type: 'MultiLineString', coordinates: [line.coordinates, line.coordinates] };
    expect(removeVertex(multi, [1, 2])).toEqual({
      type: 'MultiLineString',
      coordinates: [line.coordinates, line.coordinates.slice(0, 2)],
    });
  });

  it('removes a corner of a ring and closes it again, never below three corners', () => {
    const triangle = removeVertex(square, [0, 0]);
    expect(triangle).toEqual({
      type: 'Polygon',
      coordinates: [
        [
          [10, 0],
          [10, 10],
          [0, 10],
          [10, 0],
        ],
      ],
    });
    expect(removeVertex(triangle!, [0, 1])).toBeUndefined();
    const multi: Geometry = { type: 'MultiPolygon', coordinates: [square.coordinates] };
    expect(removeVertex(multi, [0, 0, 2])).toEqual({
      type: 'MultiPolygon',
      coordinates: [
        [
          [
            [0, 0],
            [10, 0],
            [0, 10],
            [0, 0],
          ],
        ],
      ],
    });
  });
});
