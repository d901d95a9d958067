import { z } from 'zod';
import {
  defineEndpoint,
  IdSchema,
  idMax,
  MessageAnswerSchema,
  messageAnswerWith,
  MoneyText,
  PercentText,
} from './endpoint';
import { TextSchema } from './text';
import { maxOwners, maxSuppliers } from '../constants';
import { messages } from '../messages';
import {
  applicationLabels,
  BusinessInformationSchema,
  BusinessOwnersSchema,
  businessInformationSchema,
  dropBlankOwners,
  FinancialInformationSchema,
  financialInformationSchema,
  isOwnershipExceeded,
  LandlordInformationSchema,
  ownershipMessage,
  requiredMasked,
  SupplierInformationSchema,
} from '../validation/application';

/**
 * The prospect application calls (spec part 1 §7, Prospects (application)). Public applicants
 * know their draft only by its draft token; staff may name a prospect by its numeric id.
 *
 * FEIN, SSN and bank account number may be left out of a save: a left-out number keeps the stored
 * one. Only a caller holding sensitive_information_disclosure sees them in clear or replaces a
 * stored one; a number not stored yet may be typed by anyone (spec part 1 §6).
 */

/** What a caller sends as a draft token; anything not shaped like one simply finds nothing. */
export const DraftTokenInputSchema = TextSchema({ label: 'id', max: 128 }).min(1, messages.http.notFound);

/** A prospect named by its draft token (anyone) or its numeric id (staff only). */
export const ProspectRefSchema = z.union([DraftTokenInputSchema, IdSchema]);

const CompanyIdSchema = z.union([
  IdSchema,
  z
    .string()
    .trim()
    .regex(/^\d{1,9}$/)
    .transform(Number),
]);

const steps = [1, 2, 3, 4, 5, 6] as const;
export type ApplicationStep = (typeof steps)[number];

const StepSchema = z.union(
  steps.map((step) => z.literal(step)),
  { error: messages.http.badRequest },
);

function isAbsent(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/** The raw fields without a sensitive key left blank, so that blank reads as "not sent". */
function withoutBlank(values: Record<string, unknown>, key: string): Record<string, unknown> {
  if (!isAbsent(values[key])) return values;
  const rest = { ...values };
  delete rest[key];
  return rest;
}

/** Step 2 with the SSN of each owner row optional (kept when left out); the other rules unchanged. */
const ownerRowSchema = BusinessOwnersSchema.shape.owners.out.element.extend({
  ssn: requiredMasked(applicationLabels.ssn, 9).optional(),
});
export const BusinessOwnersRequestSchema = z.strictObject({
  owners: z.preprocess(
    (raw) =>
      Array.isArray(raw)
        ? dropBlankOwners(raw as Record<string, unknown>[]).map((row) =>
            typeof row === 'object' && row !== null ? withoutBlank(row, 'ssn') : row,
          )
        : raw,
    z
      .array(ownerRowSchema, { error: messages.required(applicationLabels.ownerName) })
      .min(1, messages.prospect.ownerNameRequired)
      .max(maxOwners, messages.prospect.maxAllowed)
      .superRefine((rows, ctx) => {
        if (isOwnershipExceeded(rows)) {
          ctx.addIssue({ code: 'custom', message: ownershipMessage(rows), path: [] });
        }
      }),
  ),
});

const withoutFein = businessInformationSchema({ sensitiveEditable: false });
const withoutAccountNumber = financialInformationSchema({ sensitiveEditable: false });
const SubmitSchema = z.strictObject({
  /** true, or the spec's 1. */
  application_completely_filled: z
    .union([z.literal(true), z.literal(1)], { error: messages.http.badRequest })
    .transform((): true => true),
});

export type OwnerValues = z.output<typeof ownerRowSchema>;
export type SaveApplicationValues =
  | { step: 1; values: z.output<typeof BusinessInformationSchema> | z.output<typeof withoutFein> }
  | { step: 2; values: z.output<typeof BusinessOwnersRequestSchema> }
  | {
      step: 3;
      values: z.output<typeof FinancialInformationSchema> | z.output<typeof withoutAccountNumber>;
    }
  | { step: 4; values: z.output<typeof SupplierInformationSchema> }
  | { step: 5; values: z.output<typeof LandlordInformationSchema> }
  | { step: 6; values: z.output<typeof SubmitSchema> };

export type SaveApplicationRequest = SaveApplicationValues & {
  id: string | number | null;
  company_id: number | null;
};

/** Parses a step's fields with the step's schema, carrying its issues (and their paths) over. */
function parseStep<T extends z.ZodType>(schema: T, raw: unknown, ctx: z.RefinementCtx): z.output<T> {
  const result = schema.safeParse(raw);
  if (result.success) return result.data;
  for (const issue of result.error.issues) ctx.addIssue(issue as z.core.$ZodRawIssue);
  return z.NEVER;
}

function stepValues(
  step: ApplicationStep,
  raw: Record<string, unknown>,
  ctx: z.RefinementCtx,
): SaveApplicationValues {
  switch (step) {
    case 1: {
      const values = withoutBlank(raw, 'company_fein');
      const schema = 'company_fein' in values ? BusinessInformationSchema : withoutFein;
      return { step, values: parseStep(schema, values, ctx) };
    }
    case 2:
      return { step, values: parseStep(BusinessOwnersRequestSchema, raw, ctx) };
    case 3: {
      const values = withoutBlank(raw, 'bank_account_number');
      const schema = 'bank_account_number' in values ? FinancialInformationSchema : withoutAccountNumber;
      return { step, values: parseStep(schema, values, ctx) };
    }
    case 4:
      return { step, values: parseStep(SupplierInformationSchema, raw, ctx) };
    case 5:
      return { step, values: parseStep(LandlordInformationSchema, raw, ctx) };
    case 6:
      return { step, values: parseStep(SubmitSchema, raw, ctx) };
  }
}

/** Each wizard step's fields as a save may send them all (sensitive numbers included). */
export const saveApplicationStepSchemas = {
  1: BusinessInformationSchema,
  2: BusinessOwnersRequestSchema,
  3: FinancialInformationSchema,
  4: SupplierInformationSchema,
  5: LandlordInformationSchema,
  6: SubmitSchema,
} as const satisfies Record<ApplicationStep, z.ZodType>;

/**
 * Step 2 as the wizard's form checks it, agreeing with what the server will accept: every owner's
 * SSN is required except on stored rows whose SSN the user may not change (`lockedSsnOwnerIds`),
 * which send none and keep the stored number.
 */
export function businessOwnersFormSchema(lockedSsnOwnerIds: ReadonlySet<number>) {
  return BusinessOwnersRequestSchema.superRefine(
    (values, ctx) => {
      // Runs beside the rows' other rules, so the form shows every missing field at once: the
      // rows may not have parsed, and are read with care.
      const rows: unknown = values.owners;
      if (!Array.isArray(rows)) return;
      rows.forEach((row: unknown, index) => {
        if (typeof row !== 'object' || row === null) return;
        const { id, ssn } = row as { id?: unknown; ssn?: unknown };
        const locked = typeof id === 'number' && lockedSsnOwnerIds.has(id);
        if (ssn === undefined && !locked) {
          ctx.addIssue({
            code: 'custom',
            message: messages.required(applicationLabels.ssn),
            path: ['owners', index, 'ssn'],
          });
        }
      });
    },
    { when: () => true },
  );
}

/**
 * The save of one wizard step: `step`, the prospect (`id`, absent on a new application),
 * `company_id` (staff) and the step's own fields, checked by that step's schema.
 */
export const SaveApplicationRequestSchema = z
  .looseObject({
    step: StepSchema,
    id: ProspectRefSchema.nullable().optional(),
    company_id: CompanyIdSchema.nullable().optional(),
  })
  .transform((raw, ctx): SaveApplicationRequest => {
    const { step, id, company_id, ...fields } = raw;
    return { ...stepValues(step, fields, ctx), id: id ?? null, company_id: company_id ?? null };
  });

const OwnerAnswerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  percent_owned: PercentText,
  email: z.string(),
  house_owned: z.boolean(),
  /** Masked ('*****6789') unless the caller holds sensitive_information_disclosure. */
  ssn: z.string().nullable(),
  dob: z.string(),
  country_phone_code: z.string(),
  phone: z.string(),
  zip: z.string(),
  state: z.string(),
  city: z.string(),
  address: z.string(),
  driver_license: z.string(),
  driving_license_expiry_date: z.string().nullable(),
});

const SupplierAnswerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  products_supplied: z.string(),
  country_phone_code: z.string(),
  phone: z.string(),
});

/** A prospect as the wizard reads it back. */
export const ProspectApplicationSchema = z.object({
  /** The draft token for public callers; the numeric id for staff. */
  id: z.union([z.string(), z.number().int()]),
  step: z.number().int(),
  status: z.number().int(),
  application_completely_filled: z.boolean(),
  company_id: z.number().int().nullable(),
  // Step 1
  company_business_name: z.string(),
  doing_business_as: z.string(),
  poc_name: z.string(),
  poc_email: z.string(),
  company_country_phone_code: z.string(),
  company_phone: z.string(),
  /** Masked unless the caller holds sensitive_information_disclosure. */
  company_fein: z.string().nullable(),
  company_date_established: z.string().nullable(),
  business_registration_state: z.string(),
  company_number_of_employees: z.string(),
  company_zip: z.string(),
  company_state: z.string(),
  company_city: z.string(),
  company_country_fax_code: z.string(),
  company_fax: z.string(),
  company_legal_status: z.string(),
  company_address: z.string(),
  company_company_taxes_past_due_status: z.boolean(),
  company_taxes_past_due_type: z.string(),
  company_taxes_past_due_amount: MoneyText.nullable(),
  company_tax_lien_field: z.boolean(),
  reference: z.string(),
  broker_referral_code: z.string(),
  company_business_description: z.string(),
  // Step 2
  owners: z.array(OwnerAnswerSchema),
  // Step 3
  bank_name: z.string(),
  /** Masked unless the caller holds sensitive_information_disclosure. */
  bank_account_number: z.string().nullable(),
  account_opening_date: z.string().nullable(),
  bank_routing_number: z.string(),
  bank_officer: z.string(),
  bank_balance: MoneyText.nullable(),
  bank_zip: z.string(),
  bank_state: z.string(),
  bank_city: z.string(),
  bank_country_phone_code: z.string(),
  bank_phone: z.string(),
  business_loan_outstanding_status: z.boolean().nullable(),
  monthly_factoring_volume: MoneyText.nullable(),
  receivables_outstanding: MoneyText.nullable(),
  requested_funding_date: z.string().nullable(),
  funding_amount: MoneyText.nullable(),
  factored_before_status: z.boolean().nullable(),
  factored_before_name: z.string(),
  // Step 4
  suppliers: z.array(SupplierAnswerSchema),
  // Step 5
  leasing_business_space: z.boolean().nullable(),
  present_lease_period: z.string(),
  landlord_name: z.string(),
  landlord_monthly_rent: MoneyText.nullable(),
  landlord_country_phone_code: z.string(),
  landlord_phone: z.string(),
  landlord_address: z.string(),
  landlord_zip: z.string(),
  landlord_state: z.string(),
  landlord_city: z.string(),
});
export type ProspectApplication = z.infer<typeof ProspectApplicationSchema>;

const ProspectAnswerSchema = messageAnswerWith({ prospect: ProspectApplicationSchema });

const RowIdsSchema = z.array(IdSchema).min(1).max(Math.max(maxOwners, maxSuppliers));

/** A prospect named by its numeric id, as staff open it. */
const ProspectIdSchema = z.number({ error: messages.http.notFound }).int().positive().max(idMax);

export const prospectEndpoints = {
  saveApplication: defineEndpoint({
    path: 'prospect/save-application',
    tag: 'prospects',
    summary:
      'Save one wizard step: a new application (step 1, no id), a step of a draft named by its token, ' +
      'or (staff with add_new_prospect or prospect_profile) a prospect named by id, with company_id',
    access: 'public',
    request: SaveApplicationRequestSchema,
    response: ProspectAnswerSchema,
  }),
  fetchDraft: defineEndpoint({
    path: 'prospect/fetch_draft',
    tag: 'prospects',
    summary: 'The draft an applicant resumes, named by its draft token',
    access: 'public',
    request: z.strictObject({ id: DraftTokenInputSchema }),
    response: ProspectAnswerSchema,
  }),
  fetchById: defineEndpoint({
    path: 'prospect/fetch/id',
    tag: 'prospects',
    summary:
      'A prospect by its numeric id, for the staff Profile tab (sensitive numbers masked without the flag)',
    access: { all: ['view_prospects'], any: ['prospect_profile', 'add_new_prospect'] },
    request: z.strictObject({ id: ProspectIdSchema }),
    response: ProspectAnswerSchema,
  }),
  discardDraft: defineEndpoint({
    path: 'prospect/discard_draft',
    tag: 'prospects',
    summary: 'Discard a draft never submitted, named by its draft token',
    access: 'public',
    request: z.strictObject({ id: DraftTokenInputSchema }),
    response: MessageAnswerSchema,
  }),
  deleteOwner: defineEndpoint({
    path: 'prospect/owner/delete',
    tag: 'prospects',
    summary: 'Remove owners of a prospect (never the first owner)',
    access: 'public',
    request: z.strictObject({ id: RowIdsSchema, prospect_id: ProspectRefSchema }),
    response: ProspectAnswerSchema,
  }),
  deleteSupplier: defineEndpoint({
    path: 'prospect/supplier/delete',
    tag: 'prospects',
    summary: 'Remove suppliers of a prospect',
    access: 'public',
    request: z.strictObject({ id: RowIdsSchema, prospect_id: ProspectRefSchema }),
    response: ProspectAnswerSchema,
  }),
};
