import type { FastifyError, FastifyInstance } from 'fastify';
import { messages } from '../../shared/messages';
import { isDatabaseUnavailable } from '../db/unavailable';
import { HttpError } from './errors';
import { ValidationError } from './validation';

/** Every failure leaves as `{ status: false, message }` with a proper HTTP code; internals stay in the log. */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof ValidationError) {
      return reply.code(400).send({ status: false, message: error.message, errors: error.errors });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply.code(503).send({ status: false, message: messages.http.databaseUnavailable });
    }
    if (error instanceof HttpError) {
      if (error.statusCode >= 500) request.log.error({ err: error }, 'request failed');
      return reply.code(error.statusCode).send({ status: false, message: error.message });
    }
    const code = error.statusCode ?? 500;
    if (code === 429)
      return reply.code(429).send({ status: false, message: messages.session.tooManyRequests });
    // Bad input of every kind answers 400; the message says what was wrong.
    if (code === 413) return reply.code(400).send({ status: false, message: messages.http.payloadTooLarge });
    if (code === 415)
      return reply.code(415).send({ status: false, message: messages.http.unsupportedMediaType });
    if (code >= 400 && code < 500) {
      // Malformed JSON, a wrong content type and the like: fastify's own checks.
      return reply.code(code).send({ status: false, message: messages.http.badRequest });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ status: false, message: messages.generic.failure });
  });
}
