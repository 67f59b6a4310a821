/** `GET /health` (README "API"): whether the API and its database answer. */
import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';

export const getHealth = defineEndpoint({
  method: 'GET',
  path: '/health',
  summary: 'The API and its database answer',
  response: z.object({
    status: z.literal('ok'),
    pg: z.literal('ok'),
    database: z.enum(['pglite', 'postgresql']),
    schema_version: z.number().int(),
    maintenance_mode: z.boolean(),
  }),
});
