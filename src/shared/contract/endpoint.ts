import { z } from 'zod';
import type { RightId } from '../rights';
import { messages } from '../messages';
import { MoneyAnswerSchema, PercentAnswerSchema } from './money';
import { SearchTextSchema } from './text';

/**
 * One API call, declared once: the server registers its route from it (validation, rights,
 * OpenAPI) and the web app types its RTK Query endpoint from it.
 */
export type EndpointAccess = 'public' | { all?: readonly RightId[]; any?: readonly RightId[] };

/** The parties outside the business whose users may get an answer cut to their own business. */
export type AnswerParty = 'client' | 'debtor' | 'broker';
export type PartyResponses = Partial<Record<AnswerParty, z.ZodType>>;

export interface Endpoint<
  Req extends z.ZodType = z.ZodType,
  Res extends z.ZodType = z.ZodType,
  A extends EndpointAccess = EndpointAccess,
  P extends PartyResponses = PartyResponses,
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
  /** The answer as staff get it (and any party `responseByParty` does not name). */
  response: Res;
  /**
   * The answer as a client, debtor or broker user gets it where that differs: the server parses
   * the answer with the caller's party schema, so a field outside it never leaves the server,
   * whatever the handler returned.
   */
  responseByParty?: P;
}

/**
 * The header a money-moving call carries its idempotency key in (DESIGN.md §3). Header names are
 * not case-sensitive; Node hands them to the server lower-cased.
 */
export const idempotencyKeyHeader = 'Idempotency-Key';

export function defineEndpoint<
  Req extends z.ZodType,
  Res extends z.ZodType,
  const A extends EndpointAccess,
  P extends PartyResponses = Record<never, never>,
>(endpoint: Endpoint<Req, Res, A, P>): Endpoint<Req, Res, A, P> {
  return endpoint;
}

type PartyOutput<P> = { [K in keyof P]: P[K] extends z.ZodType ? z.output<P[K]> : never }[keyof P];
type PartyInput<P> = { [K in keyof P]: P[K] extends z.ZodType ? z.input<P[K]> : never }[keyof P];

export type RequestOf<E> =
  E extends Endpoint<infer Req, z.ZodType, EndpointAccess, PartyResponses> ? z.input<Req> : never;
export type ParsedRequestOf<E> =
  E extends Endpoint<infer Req, z.ZodType, EndpointAccess, PartyResponses> ? z.output<Req> : never;
/** Any answer the endpoint gives: staff's or one of the parties' cuts. */
export type ResponseOf<E> =
  E extends Endpoint<z.ZodType, infer Res, EndpointAccess, infer P> ? z.output<Res> | PartyOutput<P> : never;
/** The answer staff get. */
export type StaffResponseOf<E> =
  E extends Endpoint<z.ZodType, infer Res, EndpointAccess, PartyResponses> ? z.output<Res> : never;
/** The answer one party's users get. */
export type PartyResponseOf<E, K extends AnswerParty> =
  E extends Endpoint<z.ZodType, z.ZodType, EndpointAccess, infer P>
    ? K extends keyof P
      ? P[K] extends z.ZodType
        ? z.output<P[K]>
        : never
      : never
    : never;

type WithOptionalStatus<T> = T extends { status: unknown } ? Omit<T, 'status'> & { status?: boolean } : T;
/**
 * What a handler returns: the answer before defaults and transforms, `status` optional because a
 * handler that returns has succeeded (the registrar sets `status: true`; failures throw).
 */
export type AnswerOf<E> =
  E extends Endpoint<z.ZodType, infer Res, EndpointAccess, infer P>
    ? WithOptionalStatus<z.input<Res> | PartyInput<P>>
    : never;

/** Every answer carries `status`; failures are `{ status: false, message }` with a proper HTTP code. */
export const okStatus = z.literal(true);
export const ErrorAnswerSchema = z.object({ status: z.literal(false), message: z.string() });
export type ErrorAnswer = z.infer<typeof ErrorAnswerSchema>;

/** A plain success with an optional message. */
export const MessageAnswerSchema = z.object({ status: okStatus, message: z.string() });

/** A success carrying what the call reads, e.g. `{ status: true, invoice }`: one spelling of `status`. */
export function answerWith<S extends z.ZodRawShape>(shape: S) {
  return z.object({ status: okStatus }).extend(shape);
}

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

/** The largest id a record can have (PostgreSQL integer). */
export const idMax = 2_147_483_647;
/** A record's id. */
export const IdSchema = z.number().int().positive().max(idMax);
/** Money in an answer: "1234.50" (requests use `moneyText` of ./money with the field's messages). */
export const MoneyText = MoneyAnswerSchema;
/** A percentage in an answer: "80.00". Not money. */
export const PercentText = PercentAnswerSchema;
/** A calendar date 'YYYY-MM-DD', or null. */
export const DateText = z.string().nullable();
/** A flag as JSON (true, 1) or as the spec's 0/1. */
export const FlagSchema = z
  .union([z.boolean(), z.literal(0), z.literal(1)])
  .transform((value) => value === true || value === 1);

/** A request naming one record by its id field, e.g. `{ schedule_id }`, and nothing else. */
export function idRequest<const K extends string>(field: K) {
  return z.strictObject({ [field]: IdSchema } as Record<K, typeof IdSchema>);
}

/** A request naming one record. */
export const IdRequestSchema = idRequest('id');
/** The records a bulk action (delete, change of status) applies to. */
export const IdsSchema = z.array(IdSchema).min(1, messages.http.badRequest).max(1000);

/** A searched list's request: which page, and the search text. */
export const SearchPageFields = { ...PageRequestFields, search_text: SearchTextSchema };

/**
 * A choice list's request (a select searched as one types): which page, how many rows (at most
 * `max`, `perPage` unless asked) and the search text.
 */
export function choicePageFields(max: number, perPage: number) {
  return {
    page: PageRequestFields.page,
    per_page: z.number().int().min(1).max(max).default(perPage),
    search_text: SearchTextSchema,
  };
}

/** A list's sort: one of its columns, ascending unless sort_desc; without sort_by, newest first. */
export function sortFields<const C extends readonly [string, ...string[]]>(columns: C) {
  return { sort_by: z.enum(columns).optional(), sort_desc: FlagSchema.optional() };
}

/** A success with its message and what the call made or changed. */
export function messageAnswerWith<S extends z.ZodRawShape>(shape: S) {
  return MessageAnswerSchema.extend(shape);
}

export { SearchTextSchema, TextSchema } from './text';
