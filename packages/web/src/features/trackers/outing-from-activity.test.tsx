import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderApp, testSession } from '../../testing/render-app.tsx';
import { stubApi } from '../../testing/api-stub.ts';

describe('an outing from a tracker activity (issue 19)', () => {
  it('the add form opens with the title, activity, dates and figures of the activity', async () => {
    const start = Date.parse('2026-02-03T08:00:00Z') / 1000;
    const track = {
      type: 'LineString',
      coordinates: [
        [765000, 5770000, 1100, start],
        [765100, 5770000, 1400, start + 600],
      ],
    };
    const calls = stubApi(({ path }) =>
      path === '/trackers/activities/3'
        ? {
            body: {
              id: 3,
              name: 'Aiguillette des Houches',
              date: '2026-02-03T08:00:00Z',
              type: 'BackcountrySki',
              activity: 'skitouring',
              vendor: 'strava',
              duration: 600,
              length: 100,
              heightDiffUp: 300,
              geom: JSON.stringify({ type: 'Point', coordinates: [765000, 5770000, 1100] }),
              geom_detail: JSON.stringify(track),
            },
          }
        : undefined,
    );
    renderApp('/outings/add/fr?tracker=3', { session: testSession });
    expect(
      await screen.findByDisplayValue('Aiguillette des Houches', undefined, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(screen.getAllByDisplayValue('2026-02-03').length).toBeGreaterThan(0);
    expect(screen.getByDisplayValue('1400')).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/trackers/activities/3')).toBe(true);
  });
});
