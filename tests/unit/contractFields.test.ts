import { describe, expect, it } from 'vitest';
import {
  accepts,
  fieldsOf,
  issuesAt,
  pathText,
  requestShapes,
  setAt,
  textFields,
  type Field,
  type RequestShape,
} from '../contractWalk';

/**
 * The rules every field of every request obeys, proven by walking the whole contract (each
 * endpoint's request schema, the application save once per wizard step): money is plain decimal
 * text, text is bounded and free of control characters, flags take 0/1 as well as true/false.
 */

const shapes = requestShapes();

/**
 * What a body needs beside the field for the field's rules to run: Post Payment checks its fields
 * in one pass once the payment names a schedule and a type; some wizard answers switch fields on.
 */
const context: Record<string, Record<string, unknown>> = {
  'schedule/payment/save': { schedule_id: 1, payment_type: 0 },
  'prospect/save-application step 3': { factored_before_status: 1 },
  'prospect/save-application step 4': { suppliers: [{ name: 'Acme' }] },
  'client/save step 3': { factored_before_status: 1 },
  'client/save step 4': { suppliers: [{ name: 'Acme' }] },
  // The ledger's request is one of two shapes, chosen by its mode.
  'general_ledger/fetch': { client_debtor: 'client' },
  'general_ledger/download': { client_debtor: 'client' },
};

function messagesAt(shape: RequestShape, field: Field, value: unknown): string[] {
  const body = setAt({ ...context[shape.label], ...shape.fixed }, field.path, value);
  return issuesAt(shape.endpoint.request, body, field.path).map((issue) => issue.message);
}

function refuses(shape: RequestShape, field: Field, value: unknown): boolean {
  return messagesAt(shape, field, value).length > 0;
}

function everyField(pick: (field: Field) => boolean): [RequestShape, Field][] {
  return shapes.flatMap((shape) =>
    fieldsOf(shape.json)
      .filter((field) => !(String(field.path[0]) in shape.fixed) && pick(field))
      .map((field): [RequestShape, Field] => [shape, field]),
  );
}

const moneyFields = everyField((field) => field.node.format === 'money');

describe('money in requests', () => {
  it('is found in the contract', () => {
    const names = moneyFields.map(([shape, field]) => `${shape.endpoint.path} ${pathText(field.path)}`);
    expect(names).toEqual(
      expect.arrayContaining([
        'schedule/payment/save amount',
        'schedule/payment/save wire_fee',
        'debtor/save credit_limit',
        'invoice/save invoice_amount',
        'invoice/save advance_amount',
        'schedule/save invoices.0.invoice_amount',
        'prospect/save-application funding_amount',
        'prospect/save-application landlord_monthly_rent',
      ]),
    );
  });

  it('is refused with the field’s own message unless it is plain decimal text', () => {
    const refusedTexts = [
      '5,00',
      '1e3',
      '1,234.50',
      '$5',
      ' 5',
      '5 ',
      '.5',
      '1.234',
      'Infinity',
      'NaN',
      '0x10',
    ];
    const failures: string[] = [];
    for (const [shape, field] of moneyFields) {
      for (const value of [...refusedTexts, 5, 1000]) {
        const found = messagesAt(shape, field, value);
        if (found.length === 0)
          failures.push(`${shape.label} ${pathText(field.path)} took ${JSON.stringify(value)}`);
        else if (found.some((message) => message.startsWith('Invalid input'))) {
          failures.push(`${shape.label} ${pathText(field.path)}: "${found[0]}" is not the field's message`);
        }
      }
      if (refuses(shape, field, '5.00') || refuses(shape, field, '5')) {
        failures.push(`${shape.label} ${pathText(field.path)} refused 5.00`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('has no amount outside the money schema', () => {
    const amountName = /amount|limit|fee|balance|rent|volume|receivable/i;
    // The spec's names that sound like amounts and are not: the term sheet's term in months.
    // Credit Limit Warning's limit is a percentage of the limit used, not an amount.
    const notAmounts = new Set(['time_limit_term', 'limit']);
    const outside = everyField(
      (field) =>
        accepts(field.node, 'string') &&
        field.node.format !== 'money' &&
        !notAmounts.has(String(field.path[field.path.length - 1])) &&
        amountName.test(String(field.path[field.path.length - 1])),
    ).map(([shape, field]) => `${shape.label} ${pathText(field.path)}`);
    expect(outside).toEqual([]);
  });
});

describe('text in requests', () => {
  const fields = shapes.flatMap((shape) =>
    textFields(shape.json)
      .filter((field) => !(String(field.path[0]) in shape.fixed))
      .map((field): [RequestShape, Field] => [shape, field]),
  );

  it('refuses NUL and other control characters in every text field', () => {
    const failures: string[] = [];
    for (const [shape, field] of fields) {
      for (const value of ['a\u0000b', 'a\u0001b', 'a\u001bb', 'a\u007fb', 'a\u0085b']) {
        if (!refuses(shape, field, value)) {
          failures.push(`${shape.label} ${pathText(field.path)} took ${JSON.stringify(value)}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('refuses a line break outside a text area', () => {
    const multiline = new Set([
      'invoice/save note',
      'invoice/debtor_update note',
      'debtor/save optional_comments',
      'prospect/duly_filled_status/save comments',
      'prospect/duly_filled_status/save response_given_by_prospect',
      'prospect/save-application step 1 company_business_description',
      'client/save step 1 company_business_description',
      'business_name_search/note/edit note',
      'policy/save description',
      'support/create details',
      'support/response response',
      'chat/save message',
    ]);
    const failures: string[] = [];
    for (const [shape, field] of fields) {
      const name = `${shape.label} ${pathText(field.path)}`;
      const refused = refuses(shape, field, 'first\nsecond');
      if (refused === multiline.has(name)) {
        failures.push(`${name} ${refused ? 'refused' : 'took'} a line break`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('refuses a 100,000-character string in every text field', () => {
    const long = 'x'.repeat(100_000);
    const failures = fields
      .filter(([shape, field]) => !refuses(shape, field, long))
      .map(([shape, field]) => `${shape.label} ${pathText(field.path)}`);
    expect(failures).toEqual([]);
  });
});

describe('flags in requests', () => {
  it('take the spec’s 0/1 as well as true/false in every flag field', () => {
    const flags = everyField((field) => accepts(field.node, 'boolean'));
    expect(flags.length).toBeGreaterThan(15);
    const failures: string[] = [];
    for (const [shape, field] of flags) {
      // A field that must be true (the application's submission) takes 1 but not 0.
      const mustBeTrue = field.node.anyOf?.every((branch) => branch.const === true || branch.const === 1);
      for (const value of mustBeTrue ? [true, 1] : [true, false, 1, 0]) {
        if (refuses(shape, field, value)) {
          failures.push(`${shape.label} ${pathText(field.path)} refused ${JSON.stringify(value)}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });
});
