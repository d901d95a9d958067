import fc from 'fast-check';
import { z } from 'zod';
import { allEndpoints } from '../src/shared/contract';
import type { Endpoint } from '../src/shared/contract/endpoint';
import { saveApplicationStepSchemas } from '../src/shared/contract/prospects';

/**
 * Walks the request schemas of the whole contract through their JSON Schema (the same document
 * the OpenAPI page shows), so that tests can reach every field of every endpoint: the money, text
 * and flag rules, and the fuzz test that sends each field bad input.
 */

export interface JsonNode {
  type?: string | string[];
  properties?: Record<string, JsonNode>;
  required?: string[];
  items?: JsonNode;
  anyOf?: JsonNode[];
  oneOf?: JsonNode[];
  allOf?: JsonNode[];
  default?: unknown;
  const?: unknown;
  enum?: unknown[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
}

export type FieldPath = (string | number)[];

/** One way to call an endpoint: its schema as JSON, and the fields every body of it carries. */
export interface RequestShape {
  endpoint: Endpoint;
  /** The endpoint's path, with the wizard step where the save takes one. */
  label: string;
  json: JsonNode;
  fixed: Record<string, unknown>;
}

function toJson(schema: z.ZodType): JsonNode {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonNode;
}

/**
 * The saves of application steps, whose fields depend on the step: the wizard's (every step), and a
 * client's details card (steps 1 to 5, the client named by id).
 */
const steppedSaves: Record<string, { steps: readonly number[]; fixed: Record<string, unknown> }> = {
  'prospect/save-application': { steps: [1, 2, 3, 4, 5, 6], fixed: {} },
  'client/save': { steps: [1, 2, 3, 4, 5], fixed: { id: 1 } },
};

/** Every endpoint's request, an application step save once per step (its fields depend on it). */
export function requestShapes(): RequestShape[] {
  return allEndpoints().flatMap((endpoint): RequestShape[] => {
    const stepped = steppedSaves[endpoint.path];
    if (!stepped) {
      return [{ endpoint, label: endpoint.path, json: toJson(endpoint.request), fixed: {} }];
    }
    return stepped.steps.map((step) => ({
      endpoint,
      label: `${endpoint.path} step ${step}`,
      json: toJson(saveApplicationStepSchemas[step as keyof typeof saveApplicationStepSchemas]),
      fixed: { step, ...stepped.fixed },
    }));
  });
}

export interface Field {
  path: FieldPath;
  node: JsonNode;
}

function branches(node: JsonNode): JsonNode[] {
  return [...(node.anyOf ?? []), ...(node.oneOf ?? []), ...(node.allOf ?? [])];
}

function typesOf(node: JsonNode): Set<string> {
  const own = node.type === undefined ? [] : Array.isArray(node.type) ? node.type : [node.type];
  const types = new Set(own);
  for (const branch of branches(node)) for (const type of typesOf(branch)) types.add(type);
  return types;
}

export function accepts(node: JsonNode, type: string): boolean {
  return typesOf(node).has(type);
}

/** Every field below `node`, containers included; an array's items appear at index 0. */
export function fieldsOf(node: JsonNode, path: FieldPath = []): Field[] {
  const found: Field[] = path.length ? [{ path, node }] : [];
  for (const candidate of [node, ...branches(node)]) {
    for (const [key, child] of Object.entries(candidate.properties ?? {})) {
      found.push(...fieldsOf(child, [...path, key]));
    }
    if (candidate.items) found.push(...fieldsOf(candidate.items, [...path, 0]));
  }
  // A field reached through two branches of a union is one field.
  const seen = new Set<string>();
  return found.filter((field) => {
    const key = JSON.stringify(field.path);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Fields that take text (a string is one of their types). */
export function textFields(node: JsonNode): Field[] {
  return fieldsOf(node).filter((field) => accepts(field.node, 'string'));
}

/** Plausible text by a field's name, where its JSON Schema cannot say (a piped email, a mask). */
const namedTexts: [RegExp, string][] = [
  [/email|^to$/, 'fuzz@example.com'],
  [/phone_code|fax_code|telephone_code/, '+1'],
  [/phone|fax|telephone/, '555-000-1111'],
  [/zip/, '75201'],
  [/fein/, '12-3456789'],
  [/ssn/, '123-45-6789'],
  [/expiry/, '2040-01-15'],
  [/date|dob/, '2024-01-15'],
  [/password/, 'Factor#2027x'],
  [/invoice_no/, '123456'],
  [/schedule_no/, '99'],
  [/commission/, '2.50'],
  [/percent/, '80.00'],
  [/(^|_)id$/, '1'],
];

function sampleText(node: JsonNode, seed: number, name: string): string {
  if (node.format === 'email') return 'fuzz@example.com';
  if (node.format === 'uuid') return '6f1c2c9e-4b1a-4d8e-9f0a-2b3c4d5e6f70';
  if (node.format === 'date') return '2024-01-15';
  if (node.format === 'money') return '100.00';
  const named = namedTexts.find(([pattern]) => pattern.test(name));
  if (named) return named[1];
  if (node.pattern) {
    try {
      const [text] = fc.sample(fc.stringMatching(new RegExp(node.pattern), { size: 'xsmall' }), {
        seed,
        numRuns: 1,
      });
      if (text !== undefined && text.length <= (node.maxLength ?? Infinity)) return text;
    } catch {
      // A pattern fast-check cannot generate from (a lookahead): plain text below.
    }
  }
  return 'f'.repeat(Math.max(node.minLength ?? 1, 1)).slice(0, node.maxLength ?? 4);
}

/** A plausible value for a field: its default, its first choice, or one of its type within its bounds. */
export function sampleOf(node: JsonNode, seed = 1, name = ''): unknown {
  if (node.default !== undefined) return node.default;
  if (node.const !== undefined) return node.const;
  if (node.enum?.length) return node.enum[0];
  const choices = branches(node).filter((branch) => !accepts(branch, 'null') || typesOf(branch).size > 1);
  if (choices.length && node.type === undefined) {
    // Text where a field takes it, so that named samples (a piped email) apply.
    const text = choices.find((choice) => accepts(choice, 'string'));
    return sampleOf(name && text ? text : choices[0]!, seed, name);
  }
  const types = typesOf(node);
  if (types.has('object') || node.properties) {
    const body: Record<string, unknown> = {};
    for (const key of node.required ?? []) body[key] = sampleOf(node.properties?.[key] ?? {}, seed, key);
    return body;
  }
  if (types.has('array')) {
    const count = Math.max(node.minItems ?? 1, 1);
    return Array.from({ length: count }, () => sampleOf(node.items ?? {}, seed, name));
  }
  if (types.has('string')) return sampleText(node, seed, name);
  if (types.has('integer') || types.has('number')) {
    const low = node.minimum ?? (node.exclusiveMinimum !== undefined ? node.exclusiveMinimum + 1 : 1);
    return Math.min(Math.max(low, 1), node.maximum ?? Infinity);
  }
  if (types.has('boolean')) return false;
  if (types.has('null')) return null;
  return 'fuzz';
}

/** A copy of `body` with `value` at `path`, creating the containers on the way. */
export function setAt(body: unknown, path: FieldPath, value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path as [string | number, ...FieldPath];
  const container: Record<string | number, unknown> | unknown[] =
    typeof head === 'number'
      ? Array.isArray(body)
        ? [...(body as unknown[])]
        : []
      : body && typeof body === 'object' && !Array.isArray(body)
        ? { ...(body as Record<string, unknown>) }
        : {};
  (container as Record<string | number, unknown>)[head] = setAt(
    (container as Record<string | number, unknown>)[head],
    rest,
    value,
  );
  return container;
}

/** The issues a request schema raises at one field (or inside it). */
export function issuesAt(schema: z.ZodType, body: unknown, path: FieldPath): z.core.$ZodIssue[] {
  const result = schema.safeParse(body);
  if (result.success) return [];
  const key = JSON.stringify(path);
  return result.error.issues.filter((issue) => JSON.stringify(issue.path.slice(0, path.length)) === key);
}

export function pathText(path: FieldPath): string {
  return path.join('.');
}
