/** The markdown cooker (api.md §14.2). */
import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';

/**
 * Key → markdown in, the same keys out: strings cooked to HTML, except the keys the server
 * echoes (`lang`, `version`, `title`…), empty values and values that are not strings.
 */
export const postCooker = defineEndpoint({
  method: 'POST',
  path: '/cooker',
  summary: 'Render markdown values to HTML',
  body: z.record(z.string(), z.unknown()),
  response: z.record(z.string(), z.unknown()),
});
