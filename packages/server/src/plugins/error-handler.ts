/**
 * Turns every error into the API's error shape. 5xx details stay in the logs. Errors Fastify
 * raises before a route runs (a malformed URL, a path parameter too long, a bad body) and
 * requests Node's HTTP parser refuses (headers or URL too long: 431) get the same shape.
 */
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  ApiError,
  REASONS,
  UNEXPECTED,
  type ErrorBody,
  type ErrorEntry,
  type ErrorLocation,
} from '../errors.ts';

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

/**
 * Fastify's own request errors (`FST_ERR_*`), by code: where the error lies and what the client
 * reads. Their messages may repeat the whole URL or name internals; these stay short.
 */
const FASTIFY_ERRORS: Record<string, { location: ErrorLocation; description: string; status?: number }> = {
  FST_ERR_BAD_URL: { location: 'url', description: 'Malformed URL: invalid percent-encoding' },
  FST_ERR_MAX_PARAM_LENGTH: { location: 'url', description: 'A path parameter is too long', status: 414 },
  FST_ERR_ASYNC_CONSTRAINT: { location: 'url', description: 'Unexpected request', status: 400 },
  FST_ERR_CTP_INVALID_JSON_BODY: { location: 'body', description: 'Body is not valid JSON' },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    location: 'body',
    description: "Body cannot be empty when content-type is set to 'application/json'",
  },
  FST_ERR_CTP_BODY_TOO_LARGE: { location: 'body', description: 'Request body is too large', status: 413 },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    location: 'header',
    description: 'Content-Length does not match the body',
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    location: 'header',
    description: 'Unsupported media type: use application/json',
    status: 415,
  },
};

/** The API's error body of a 4xx raised by Fastify (or a plugin) rather than by a route. */
function frameworkBody(error: FastifyError, status: number): ErrorBody {
  const known = error.code ? FASTIFY_ERRORS[error.code] : undefined;
  // api.md §1.1: a missing or wrong content type names the header.
  const name = status === 415 ? 'Content-Type' : (REASONS[status] ?? 'Bad Request');
  return {
    status: 'error',
    errors: [
      {
        location: known?.location ?? 'body',
        name,
        description: known?.description ?? error.message,
      },
    ],
  };
}

function statusOf(error: FastifyError): number {
  const known = error.code ? FASTIFY_ERRORS[error.code] : undefined;
  return known?.status ?? error.statusCode ?? 500;
}

/**
 * The multipart parser (busboy, under @fastify/multipart) throws plain errors without a status
 * for a body that is not multipart at all: no boundary, a truncated form, a bad part header.
 */
function isMalformedMultipart(error: { message?: string; statusCode?: number }): boolean {
  return (
    error.statusCode === undefined &&
    /^(Multipart: |Unexpected end of (form|multipart data)|Malformed part header)/.test(error.message ?? '')
  );
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
    if (isMalformedMultipart(fe)) {
      return reply.status(400).send({
        status: 'error',
        errors: [{ location: 'body', name: 'Bad Request', description: 'Malformed multipart body' }],
      });
    }
    const status = statusOf(fe as FastifyError);
    if (status >= 400 && status < 500) {
      return reply.status(status).send(frameworkBody(fe as FastifyError, status));
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.status(500).send(UNEXPECTED);
  });
}

/**
 * Fastify's `frameworkErrors` option: errors of the router, raised before any hook runs
 * (malformed percent-encoding, a path parameter past `maxParamLength`).
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const status = statusOf(error);
  if (status >= 500) {
    reply.log.error({ err: error }, 'unexpected error');
    void reply.status(500).send(UNEXPECTED);
    return;
  }
  void reply.status(status).send(frameworkBody(error, status));
}

/**
 * Fastify's `clientErrorHandler` option: a request Node's HTTP parser refuses never reaches
 * Fastify (a URL or headers past `maxHeaderSize` → 431, a malformed request line → 400); the
 * answer is written on the socket in the API's shape, then the connection closes.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (!socket.writable) {
    socket.destroy(error);
    return;
  }
  const status =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? 431
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? 408
        : error.code === 'HPE_CHUNK_EXTENSIONS_OVERFLOW'
          ? 413
          : 400;
  const reason = REASONS[status]!;
  const description =
    status === 431
      ? 'The URL or the headers are too long'
      : status === 408
        ? 'The request took too long to arrive'
        : 'Malformed HTTP request';
  const body = JSON.stringify({
    status: 'error',
    errors: [{ location: status === 431 ? 'header' : 'body', name: reason, description }],
  } satisfies ErrorBody);
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}
