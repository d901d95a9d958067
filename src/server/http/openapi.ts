import { z } from 'zod';
import { allEndpoints } from '../../shared/contract';
import { ErrorAnswerSchema } from '../../shared/contract/endpoint';
import { apiPrefix } from './route';

type JsonSchema = Record<string, unknown>;

function toJson(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const json = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  delete json.$schema;
  return json;
}

/** The OpenAPI document, generated from the shared contract (the same schemas that validate). */
export function buildOpenApiDocument() {
  const error = { content: { 'application/json': { schema: toJson(ErrorAnswerSchema, 'output') } } };
  const paths: Record<string, unknown> = {};
  for (const endpoint of allEndpoints()) {
    const isPublic = endpoint.access === 'public';
    const rights = endpoint.access === 'public' ? null : endpoint.access;
    const mediaType = endpoint.body === 'multipart' ? 'multipart/form-data' : 'application/json';
    paths[`${apiPrefix}/${endpoint.path}`] = {
      post: {
        tags: [endpoint.tag],
        summary: endpoint.summary,
        operationId: endpoint.path.replace(/[^\w]+/g, '_'),
        security: isPublic ? [] : [{ bearer: [] }],
        'x-rights': rights ? { all: rights.all ?? [], any: rights.any ?? [] } : undefined,
        'x-idempotent': endpoint.idempotent ?? false,
        // The answer a client, debtor or broker user gets where it is cut to its own business.
        'x-response-by-party': endpoint.responseByParty
          ? Object.fromEntries(
              Object.entries(endpoint.responseByParty).map(([party, schema]) => [
                party,
                toJson(schema, 'output'),
              ]),
            )
          : undefined,
        requestBody: {
          required: true,
          content: { [mediaType]: { schema: toJson(endpoint.request, 'input') } },
        },
        responses: {
          200: endpoint.binary
            ? { description: 'A file', content: { 'application/octet-stream': {} } }
            : {
                description: 'Success',
                content: { 'application/json': { schema: toJson(endpoint.response, 'output') } },
              },
          400: { description: 'Not valid', ...error },
          ...(isPublic
            ? {}
            : {
                401: { description: 'No or expired token', ...error },
                403: { description: 'Missing right', ...error },
              }),
          429: { description: 'Too many requests', ...error },
        },
      },
    };
  }
  return {
    openapi: '3.0.3',
    info: {
      title: 'FactorDesk API',
      version: '1.0.0',
      description: 'The back office of an invoice-factoring business.',
    },
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    paths,
  };
}
