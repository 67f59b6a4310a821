import { describe, expect, it } from 'vitest';
import { publicTransportationRating, type AccessPoint } from './transport-rating.ts';

const at = (x: number, rating: string | null): AccessPoint => ({ rating, point: [x, 0] });

describe('publicTransportationRating (api.md §8.6)', () => {
  it('null without access waypoints', () => {
    expect(publicTransportationRating(['return_same_way'], [])).toBeNull();
  });

  it('return-the-same-way and loops: the best rating of all access points', () => {
    const points = [at(0, 'poor service'), at(100, 'good service'), at(50, 'no service')];
    expect(publicTransportationRating(['return_same_way'], points)).toBe('good service');
    expect(publicTransportationRating(['loop'], points)).toBe('good service');
    expect(publicTransportationRating(null, points)).toBe('good service');
  });

  it('unknown ratings count as unknown service: better than no service, worse than nearby', () => {
    expect(publicTransportationRating([], [at(0, null)])).toBe('unknown service');
    expect(publicTransportationRating([], [at(0, null), at(1, 'no service')])).toBe('unknown service');
    expect(publicTransportationRating([], [at(0, null), at(1, 'nearby service')])).toBe('nearby service');
  });

  it('an access point without a rating reads from its stops (issue 18); its own rating wins', () => {
    const served = (rating: string | null, isServed: boolean): AccessPoint => ({
      rating,
      point: [0, 0],
      served: isServed,
    });
    expect(publicTransportationRating([], [served(null, true)])).toBe('nearby service');
    expect(publicTransportationRating([], [served('unknown service', false)])).toBe('no service');
    expect(publicTransportationRating([], [served('good service', false)])).toBe('good service');
    expect(publicTransportationRating([], [served(null, false), at(1, null)])).toBe('unknown service');
  });

  it('traverse: the worse of the best at the start and the best at the end (farthest access points)', () => {
    // start group around x=0 (good + poor), end group around x=10000 (seasonal + no service)
    const points = [
      at(0, 'poor service'),
      at(200, 'good service'),
      at(10000, 'no service'),
      at(9800, 'seasonal service'),
    ];
    expect(publicTransportationRating(['traverse'], points)).toBe('seasonal service');
    expect(publicTransportationRating(['raid'], [at(0, 'good service'), at(5000, 'no service')])).toBe(
      'no service',
    );
    // the same points as a loop: the best of all
    expect(publicTransportationRating(['loop'], points)).toBe('good service');
  });

  it('traverse with one located access point: its best rating', () => {
    expect(publicTransportationRating(['expedition'], [at(0, 'poor service')])).toBe('poor service');
  });
});
