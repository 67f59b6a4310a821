/**
 * Errors in the API's error shape (api.md §1.4):
 * `{status: "error", errors: [{location, name, description}]}`.
 * Named factories give each HTTP error its status and reason phrase.
 */
export type ErrorLocation = 'body' | 'querystring' | 'header' | 'url';

export interface ErrorEntry {
  location: ErrorLocation;
  name: string;
  description: string;
  [extra: string]: unknown;
}

export interface ErrorBody {
  status: 'error';
  errors: ErrorEntry[];
}

export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly errors: ErrorEntry[],
  ) {
    super(errors.map((e) => `${e.name}: ${e.description}`).join('; '));
  }

  get body(): ErrorBody {
    return { status: 'error', errors: this.errors };
  }
}

/** Reason phrases of the statuses the API answers. */
export const REASONS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  406: 'Not Acceptable',
  408: 'Request Timeout',
  409: 'Conflict',
  411: 'Length Required',
  413: 'Payload Too Large',
  414: 'URI Too Long',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  431: 'Request Header Fields Too Large',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/** An HTTP exception: one entry named after the reason phrase (api.md §1.4). */
export const httpError = (status: number, description: string): ApiError =>
  new ApiError(status, [{ location: 'body', name: REASONS[status] ?? 'Error', description }]);

export const badRequest = (description: string) => httpError(400, description);
export const unauthorized = (description: string) => httpError(401, description);
export const forbidden = (description: string) => httpError(403, description);
export const notFound = (description: string) => httpError(404, description);
export const conflict = (description: string) => httpError(409, description);
export const tooManyRequests = (description: string) => httpError(429, description);

/** A validation error on one named field (400 unless told otherwise). */
export const fieldError = (
  name: string,
  description: string,
  location: ErrorLocation = 'body',
  status = 400,
): ApiError => new ApiError(status, [{ location, name, description }]);

/** Several validation errors at once. */
export const validationErrors = (errors: ErrorEntry[], status = 400): ApiError =>
  new ApiError(status, errors);

export const UNEXPECTED: ErrorBody = {
  status: 'error',
  errors: [{ location: 'body', name: 'unexpected error', description: 'please consult the server logs' }],
};
