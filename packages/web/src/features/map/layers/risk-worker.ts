import type {
  ElevationAnswer,
  ElevationRequest,
  RiskMapAnswer,
  RiskMapRequest,
} from '../workers/risk-map.worker.ts';

export type RiskWorkerAnswer = RiskMapAnswer | ElevationAnswer;

/** The risk map's worker, shared by the overlay and the drawn line, started on first use. */
export interface RiskWorker {
  post: (request: RiskMapRequest | ElevationRequest) => void;
  /** Calls `handler` with each answer; returns the unsubscribe. */
  listen: (handler: (answer: RiskWorkerAnswer) => void) => () => void;
  /** Stops the worker (a later `post` starts a new one). */
  close: () => void;
}

export function createRiskWorker(): RiskWorker {
  let worker: Worker | null = null;
  const handlers = new Set<(answer: RiskWorkerAnswer) => void>();
  return {
    post(request) {
      if (!worker) {
        worker = new Worker(new URL('../workers/risk-map.worker.ts', import.meta.url), { type: 'module' });
        worker.addEventListener('message', (event: MessageEvent<RiskWorkerAnswer>) =>
          handlers.forEach((handler) => handler(event.data)),
        );
      }
      worker.postMessage(request);
    },
    listen(handler) {
      handlers.add(handler);
      return () => {
        handlers.delete(handler);
      };
    },
    close() {
      worker?.terminate();
      worker = null;
    },
  };
}
