/** "To do" marks on routes (api.md §14.1). */
import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { NumericIdParams } from './query-params.ts';

const TagBody = z.object({ document_id: z.number().int().positive() });

export const postTagAdd = defineEndpoint({
  method: 'POST',
  path: '/tags/add',
  summary: 'Mark a route as to do',
  body: TagBody,
  response: z.object({}),
});

export const postTagRemove = defineEndpoint({
  method: 'POST',
  path: '/tags/remove',
  summary: 'Remove the to-do mark of a route',
  body: TagBody,
  response: z.object({}),
});

export const getTagHas = defineEndpoint({
  method: 'GET',
  path: '/tags/has/:id',
  summary: 'Whether the signed-in user marked this route as to do',
  params: NumericIdParams,
  response: z.object({ todo: z.boolean() }),
});
