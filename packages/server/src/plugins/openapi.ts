/**
 * The machine-readable description of the API: OpenAPI 3, generated from the routes' schemas,
 * served at `GET /api/openapi.json`.
 */
import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export async function registerOpenApi(app: FastifyInstance, publicUrl: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Cairn API',
        description:
          'The API of the Cairn guidebook. Wire-compatible with the public guidebook API: token header `Authorization: JWT token="…"`, errors `{status, errors: [{location, name, description}]}`.',
        version: '1',
        license: { name: 'AGPL-3.0-or-later', url: 'https://www.gnu.org/licenses/agpl-3.0.html' },
      },
      servers: [{ url: publicUrl }],
      components: {
        securitySchemes: {
          jwt: { type: 'apiKey', in: 'header', name: 'Authorization', description: 'JWT token="…"' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
}

/** The route answering the description (registered inside the /api scope). */
export async function openApiRoute(api: FastifyInstance): Promise<void> {
  api.get('/openapi.json', { schema: { hide: true } }, async () => api.swagger());
}
