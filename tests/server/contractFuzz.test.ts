import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accepts,
  fieldsOf,
  pathText,
  requestShapes,
  sampleOf,
  setAt,
  type FieldPath,
  type RequestShape,
} from '../contractWalk';
import { apiPrefix } from '../../src/server/http/route';
import { startTestApp, type TestApp } from './harness';

/**
 * Every endpoint of the contract, every field of its request, sent bad input derived from its
 * schema: control characters, a 100k-character string, wrong types, nested objects and arrays
 * where a scalar belongs, null. Whatever comes in, the server answers a 4xx and never a 5xx; text
 * with a control character is refused with 400 before it reaches the database. Signed in as the
 * demo admin (who holds every right) and without a token.
 */

const seed = 20_260_9;
const shapes = requestShapes();

/** C0 controls but tab, line feed and carriage return, and DEL. */
const controlCharacter = fc.oneof(
  fc.integer({ min: 0, max: 8 }),
  fc.integer({ min: 11, max: 12 }),
  fc.integer({ min: 14, max: 31 }),
  fc.constant(127),
);
/** Text with one control character somewhere in it; the first is always NUL. */
const controlTexts = [
  'fuzz\u0000',
  ...fc.sample(
    fc
      .tuple(fc.string({ maxLength: 6 }), controlCharacter, fc.string({ maxLength: 6 }))
      .map(([before, code, after]) => `${before}${String.fromCharCode(code)}${after}`),
    { seed, numRuns: 7 },
  ),
];
const longText = 'x'.repeat(100_000);
/** Values of the wrong kind for any field. */
const wrongValues: unknown[] = [
  null,
  { nested: { json: [1, { deeper: 'x' }] } },
  [1, ['two'], { three: 3 }],
  '{"json":"text"}',
  2_147_483_648,
  -1,
  1.5,
  1e308,
  true,
];

interface Probe {
  shape: RequestShape;
  path: FieldPath;
  value: unknown;
  /** The status the answer must have, or only "not 5xx". */
  expect: 400 | 'client error' | 'not server error';
}

const invoiceFields = {
  debtor_id: 1,
  debtor_contact: ['fuzz@example.com'],
  invoice_no: '123456',
  invoice_amount: '100.00',
  invoice_date: '2024-01-15',
  net_invoice_term: 30,
  invoice_due_date: '2024-02-14',
  advance_percentage: '80.00',
  advance_amount: '80.00',
  status: 1,
  payment_type: 0,
};

/**
 * Valid bodies where the schema alone does not give one, so that a probe changes one field of a
 * request that would otherwise pass and reach the service and the database.
 */
/** A term sheet the form would send: text as typed, the options from their lists. */
const termSheetFields = {
  prospect_id: 1,
  owner_ids: [1],
  factoring_limit: '250000',
  advance_percentage: '85',
  escrow_reserve_percentage: '5',
  recourse_days: '90',
  purchase_discount: '2.5',
  discount_days: '30',
  incremental_discount_percentage: '0.5',
  incremental_discount_days: '1',
  due_deligence_deposit: '500',
  time_limit_term: '12',
  automatic_months_renewal: '12',
  less_than_days: '30',
  more_than_days: '60',
  business_days_clearance: 3,
  proposal_validity: 30,
  wire_fee: '25',
};

const validBodies: Record<string, Record<string, unknown>> = {
  'user/change_password': { previous_password: 'Factor#2026', new_password: 'Factor#2027x' },
  'prospect/status_change': { ids: [1], status: 2 },
  // Yes to the questions that switch fields on, so that those fields are read, not cleared.
  'prospect/save-application step 1': { company_company_taxes_past_due_status: 1 },
  'prospect/save-application step 3': { factored_before_status: 1 },
  'prospect/save-application step 5': {
    leasing_business_space: 1,
    landlord_phone: '555-000-1111',
    landlord_zip: '75201',
    landlord_state: 'TX',
    landlord_city: 'Dallas',
  },
  'prospect/duly_filled_status/save': { future_status: '1' },
  'invoice/save': {
    ...invoiceFields,
    prospect_id: '11',
    debtor_contact: JSON.stringify(invoiceFields.debtor_contact),
  },
  'invoice/move_to_schedule': { schedule_id: 1 },
  'announcement/save': {
    title: 'Fuzz notice',
    effective_from: '2026-01-01',
    effective_to: '2026-01-05',
    announcement_text: 'Fuzz text',
    hyperlink_text: '',
    hyperlinks: '',
    broadcast_to: 2,
    roles: [1],
  },
  'schedule/save': { prospect_id: 11, schedule_no: '99', invoices: [invoiceFields] },
  'schedule/payment/save': {
    schedule_id: 1,
    payment_type: 0,
    transaction_number: 'R123',
    check_date: '2024-01-15',
    check_deposit_date: '2024-01-16',
    schedule_fund_date: '2024-01-15',
    posting_date: '2024-01-17',
    amount: '10.00',
  },
  'term_sheet/save': termSheetFields,
  'term_sheet/letter_pdf': termSheetFields,
};

// A client's details card saves the wizard's steps: the same valid bodies.
for (const step of [1, 3, 5]) {
  validBodies[`client/save step ${step}`] = validBodies[`prospect/save-application step ${step}`] ?? {};
}

function baseOf(shape: RequestShape): Record<string, unknown> {
  return {
    ...(sampleOf(shape.json, seed) as Record<string, unknown>),
    ...validBodies[shape.label],
    ...shape.fixed,
  };
}

function probesOf(shape: RequestShape, index: number): Probe[] {
  const base = baseOf(shape);
  const probes: Probe[] = [];
  const fields = fieldsOf(shape.json).filter((field) => !(field.path[0]! in shape.fixed));
  fields.forEach((field, fieldIndex) => {
    const at = (value: unknown, expected: Probe['expect']) =>
      probes.push({ shape, path: field.path, value: setAt(base, field.path, value), expect: expected });
    if (accepts(field.node, 'string')) {
      at(controlTexts[(index + fieldIndex) % controlTexts.length], 400);
      at(longText, 'client error');
      at('lone \ud800 surrogate', 'not server error');
    }
    // A number beyond PostgreSQL's integer, for every number field (ids above all).
    if (accepts(field.node, 'integer') || accepts(field.node, 'number'))
      at(2_147_483_648, 'not server error');
    // Two wrong values per field, chosen by the seed, so every kind is sent across the contract.
    for (const offset of [0, 1]) {
      at(wrongValues[(index * 7 + fieldIndex * 3 + offset * 4) % wrongValues.length], 'not server error');
    }
  });
  // A body that is no object at all; JSON null reads as an empty body, as no body does.
  probes.push({ shape, path: [], value: null, expect: 'not server error' });
  for (const whole of [[base], 'text'])
    probes.push({ shape, path: [], value: whole, expect: 'client error' });
  probes.push({ shape, path: [], value: { ...base, [`unknown\u0000`]: 1 }, expect: 400 });
  return probes;
}

const probes = shapes.flatMap(probesOf);

function multipartOf(body: unknown): { payload: string; contentType: string } {
  const boundary = '----factordeskfuzz';
  const parts: string[] = [];
  const add = (name: string, value: unknown) =>
    parts.push(
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${
        typeof value === 'string' ? value : JSON.stringify(value)
      }\r\n`,
    );
  if (body && typeof body === 'object' && !Array.isArray(body)) {
    for (const [key, value] of Object.entries(body)) {
      if (Array.isArray(value)) for (const item of value) add(`${key}[]`, item);
      else add(key, value);
    }
  }
  return {
    payload: `${parts.join('')}--${boundary}--\r\n`,
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

describe('every endpoint under schema-derived bad input', () => {
  let t: TestApp;
  let adminToken: string;
  let sent = 0;

  beforeAll(async () => {
    t = await startTestApp({ demoBook: true });
    adminToken = await t.signIn('admin@factordesk.test');
  }, 120_000);
  afterAll(() => t.close());

  async function send(probe: Probe, token: string | null) {
    const multipart = probe.shape.endpoint.body === 'multipart';
    const encoded = multipart ? multipartOf(probe.value) : null;
    sent += 1;
    const response = await t.app.inject({
      method: 'POST',
      url: `${apiPrefix}/${probe.shape.endpoint.path}`,
      // A fresh address every few hundred calls keeps the global rate limit out of the way.
      remoteAddress: `10.9.${Math.floor(sent / 500) % 250}.${(sent % 250) + 1}`,
      payload: encoded ? encoded.payload : JSON.stringify(probe.value),
      headers: {
        'content-type': encoded ? encoded.contentType : 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
    });
    return { statusCode: response.statusCode, body: response.body };
  }

  function verdict(probe: Probe, answer: { statusCode: number; body: string }): string | null {
    const ok =
      probe.expect === 400
        ? answer.statusCode === 400
        : probe.expect === 'client error'
          ? answer.statusCode >= 400 && answer.statusCode < 500
          : answer.statusCode < 500;
    if (ok) return null;
    const value = JSON.stringify(probe.value);
    return `${probe.shape.label} ${pathText(probe.path) || '(body)'} = ${value.slice(0, 80)} → ${
      answer.statusCode
    } ${answer.body.slice(0, 160)}`;
  }

  it('starts every probe from a body the contract accepts', () => {
    const refused = shapes
      .filter((shape) => !shape.endpoint.request.safeParse(baseOf(shape)).success)
      .map((shape) => shape.label);
    expect(refused).toEqual([]);
  });

  it(`answers ${probes.length} bad requests of a signed-in admin without a 5xx`, async () => {
    const failures: string[] = [];
    for (const probe of probes) {
      let answer = await send(probe, adminToken);
      if (answer.statusCode === 401) {
        // A probe may have ended the session (a valid logout); sign in again and repeat it.
        adminToken = await t.signIn('admin@factordesk.test');
        answer = await send(probe, adminToken);
      }
      const failure = verdict(probe, answer);
      if (failure) failures.push(failure);
    }
    expect(failures).toEqual([]);
  }, 240_000);

  it('answers the same bad requests without a token without a 5xx', async () => {
    const failures: string[] = [];
    for (const probe of probes) {
      const isPublic = probe.shape.endpoint.access === 'public';
      // A guarded endpoint refuses before reading the body: one probe each is enough.
      if (!isPublic && probe !== probes.find((p) => p.shape === probe.shape)) continue;
      const answer = await send(probe, null);
      const failure = isPublic
        ? verdict(probe, answer)
        : answer.statusCode === 401
          ? null
          : `${probe.shape.label} without a token → ${answer.statusCode}`;
      if (failure) failures.push(failure);
    }
    expect(failures).toEqual([]);
  }, 240_000);
});
