/**
 * Turns every error into the API's error shape. 5xx details stay in the logs.
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import { ApiError, UNEXPECTED, type ErrorEntry, type ErrorLocation } from '../errors.ts';

const LOCATIONS: Record<string, ErrorLocation> = {
  body: 'body',
  querystring: 'querystring',
  params: 'url',
  headers: 'header',
};

interface ValidationIssue {
  instancePath?: string;
  message?: string;
  params?: { issue?: { path?: PropertyKey[]; message?: string } };
}

/** Field path of a schema issue in dotted form with list indexes (`locales.0.title`). */
function issueName(issue: ValidationIssue): string {
  const zodPath = issue.params?.issue?.path;
  if (Array.isArray(zodPath) && zodPath.length) return zodPath.map(String).join('.');
  const p = issue.instancePath ?? '';
  return p.replace(/^\//, '').replace(/\//g, '.');
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    if (error instanceof ApiError) {
      return reply.status(error.statusCode).send(error.body);
    }
    const fe = error as Omit<FastifyError, 'validation'> & {
      validation?: ValidationIssue[];
      validationContext?: string;
    };
    if (fe.validation) {
      const location = LOCATIONS[fe.validationContext ?? 'body'] ?? 'body';
      const errors: ErrorEntry[] = fe.validation.map((issue) => ({
        location,
        name: issueName(issue) || (fe.validationContext ?? 'body'),
        description: issue.params?.issue?.message ?? issue.message ?? 'Invalid value',
      }));
      return reply.status(400).send({ status: 'error', errors });
    }
    if (fe.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return reply.status(415).send({
        status: 'error',
        errors: [
          {
            location: 'header',
            name: 'Content-Type',
            description: 'Unsupported media type: use application/json',
          },
        ],
      });
    }
    const status = fe.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const name =
        status === 429 ? 'Too Many Requests' : status === 413 ? 'Payload Too Large' : 'Bad Request';
      return reply.status(status).send({
        status: 'error',
        errors: [{ location: 'body', name, description: fe.message }],
      });
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.status(500).send(UNEXPECTED);
  });
}
