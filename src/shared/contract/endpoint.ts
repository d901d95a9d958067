import { z } from 'zod';
import type { RightId } from '../rights';

/**
 * One API call, declared once: the server registers its route from it (validation, rights,
 * OpenAPI) and the web app types its RTK Query endpoint from it.
 */
export type EndpointAccess = 'public' | { all?: readonly RightId[]; any?: readonly RightId[] };

export interface Endpoint<
  Req extends z.ZodType = z.ZodType,
  Res extends z.ZodType = z.ZodType,
  A extends EndpointAccess = EndpointAccess,
> {
  /** Path under /api/v1, e.g. 'user/get_user_details'. */
  path: string;
  /** Group in the OpenAPI document. */
  tag: string;
  summary: string;
  /** 'public' needs no token; otherwise a signed-in caller holding all `all` rights and one of `any`. */
  access: A;
  /** json (default) or multipart/form-data where files are sent. */
  body?: 'json' | 'multipart';
  /** For multipart: the most files and bytes per file the server reads before refusing. */
  upload?: { maxFiles: number; maxBytes: number };
  /** Binary answers (PDF, xlsx, file downloads) are not described by `response`. */
  binary?: boolean;
  /** Money-moving calls honour an Idempotency-Key header. */
  idempotent?: boolean;
  request: Req;
  response: Res;
}

export function defineEndpoint<Req extends z.ZodType, Res extends z.ZodType, const A extends EndpointAccess>(
  endpoint: Endpoint<Req, Res, A>,
): Endpoint<Req, Res, A> {
  return endpoint;
}

export type RequestOf<E> = E extends Endpoint<infer Req, z.ZodType, EndpointAccess> ? z.input<Req> : never;
export type ParsedRequestOf<E> =
  E extends Endpoint<infer Req, z.ZodType, EndpointAccess> ? z.output<Req> : never;
export type ResponseOf<E> = E extends Endpoint<z.ZodType, infer Res, EndpointAccess> ? z.output<Res> : never;
/**
 * What a handler returns: the answer before defaults and transforms, `status` optional because a
 * handler that returns has succeeded (the registrar sets `status: true`; failures throw).
 */
export type AnswerOf<E> =
  E extends Endpoint<z.ZodType, infer Res, EndpointAccess>
    ? z.input<Res> extends { status: unknown }
      ? Omit<z.input<Res>, 'status'> & { status?: boolean }
      : z.input<Res>
    : never;

/** Every answer carries `status`; failures are `{ status: false, message }` with a proper HTTP code. */
export const okStatus = z.literal(true);
export const ErrorAnswerSchema = z.object({ status: z.literal(false), message: z.string() });
export type ErrorAnswer = z.infer<typeof ErrorAnswerSchema>;

/** A plain success with an optional message. */
export const MessageAnswerSchema = z.object({ status: okStatus, message: z.string() });

/** An empty request body: unknown fields are still refused. */
export const EmptyRequestSchema = z.strictObject({});

/** The spec's pagination contract. */
export const PageRequestFields = {
  page: z.number().int().min(1).max(1_000_000).default(1),
  /** 0 means All (the tables' 'All' page size). */
  per_page: z.number().int().min(0).max(1000).default(10),
};

export function pageOf<T extends z.ZodType>(row: T) {
  return z.object({
    data: z.array(row),
    total: z.number().int(),
    last_page: z.number().int(),
    current_page: z.number().int(),
    /** True when more rows matched than a list counts exactly: `total` is then an estimate. */
    total_estimated: z.boolean().optional(),
  });
}

/** A record's id. */
export const IdSchema = z.number().int().positive();
/** Money on the wire: "1234.50". */
export const MoneyText = z.string();
/** A calendar date 'YYYY-MM-DD', or null. */
export const DateText = z.string().nullable();
/** A flag as JSON (true, 1) or as the spec's 0/1. */
export const FlagSchema = z
  .union([z.boolean(), z.literal(0), z.literal(1)])
  .transform((value) => value === true || value === 1);

/** Text a user typed into a search box: bounded, trimmed. */
export const SearchTextSchema = z.string().trim().max(100).default('');
