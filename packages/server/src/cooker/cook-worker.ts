/**
 * The cooking worker (`cook-pool.ts` runs it in a Piscina pool): markdown in, sanitised HTML
 * out, off the API's event loop. One text per task, so that the pool's time limit stops the one
 * text that takes too long and no other.
 */
import type { MessagePort } from 'node:worker_threads';
import { cook } from '@cairn/markdown';

export interface CookTask {
  markdown: string;
  /** Told when the text starts cooking: the time limit counts from then, not from the queue. */
  started: MessagePort;
}

export default function cookTask({ markdown, started }: CookTask): string {
  started.postMessage('started');
  started.close();
  return cook(markdown);
}
