import { useEffect, useRef, useState } from 'react';
import type { Position, TerrainEncoding } from '@cairn/domain';
import type { RiskWorker } from './risk-worker.ts';

/**
 * The elevations of a line's vertices from the terrain tiles (issue 17), asked of the risk map's
 * worker whenever the line changes; an empty list while they come (or without terrain tiles).
 */
export function useLineElevations(
  worker: RiskWorker,
  line: Position[] | null,
  terrain: { template: string; encoding: TerrainEncoding },
): (number | null)[] {
  const [answer, setAnswer] = useState<{ line: Position[] | null; elevations: (number | null)[] }>({
    line: null,
    elevations: [],
  });
  const latest = useRef(0);
  const asked = useRef<Position[] | null>(null);

  useEffect(
    () =>
      worker.listen((message) => {
        if (message.kind === 'elevations' && message.id === latest.current)
          setAnswer({ line: asked.current, elevations: message.elevations });
      }),
    [worker],
  );

  const { template, encoding } = terrain;
  useEffect(() => {
    if (!line || line.length === 0 || !template) return;
    asked.current = line;
    worker.post({
      kind: 'elevations',
      id: ++latest.current,
      template,
      encoding,
      positions: line.map(([x = 0, y = 0]) => [x, y]),
    });
  }, [worker, line, template, encoding]);

  // An answer for another line is not this one's.
  return answer.line === line ? answer.elevations : [];
}
