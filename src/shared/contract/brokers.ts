import { z } from 'zod';
import {
  pageOf,
  defineEndpoint,
  IdSchema,
  MessageAnswerSchema,
  PercentText,
  TextSchema,
  IdRequestSchema,
  IdsSchema,
  SearchPageFields,
  sortFields,
  messageAnswerWith,
  answerWith,
} from './endpoint';
import { referralCodeLength } from '../constants';
import { messages } from '../messages';
import {
  BrokerFormSchema,
  brokerFormShape,
  BrokerStatusValueSchema,
  InviteClientFormSchema,
  SendAgreementFormSchema,
} from '../validation/brokerForm';
import { isBlank } from '../validation/blank';

/**
 * The broker calls (spec part 1 §7, Brokers). Tax ID/SSN and license number may be left out of a
 * save (or sent blank): a left-out number keeps the stored one. Only a caller holding
 * sensitive_information_disclosure sees them in clear or replaces a stored one (spec part 1 §5, §6).
 */

/** Broker statuses (the broker_status dropdown): 1 pending is where a /becomepartner signup starts. */
export const brokerStatusValues = { rejected: 0, pending: 1, approved: 2, afterApproved: 3 } as const;

/**
 * Whether a broker may move from one status to another: an Approved broker only moves on to 3 (or
 * stays); any other status moves freely (spec part 1 §4). The server refuses the rest with 409 and
 * the screens offer only what this allows.
 */
export function mayMoveBroker(from: number, to: number): boolean {
  return from !== brokerStatusValues.approved || to === from || to === brokerStatusValues.afterApproved;
}

export const brokerSortColumns = ['full_name', 'email', 'phone', 'status', 'referral_code'] as const;
export type BrokerSortColumn = (typeof brokerSortColumns)[number];

/** The raw fields without ssn and license_number left blank, so blank reads as "not sent". */
function withoutBlankSensitive(raw: unknown): unknown {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return raw;
  const rest = { ...(raw as Record<string, unknown>) };
  for (const key of ['ssn', 'license_number']) if (isBlank(rest[key])) delete rest[key];
  return rest;
}

/** broker/save: the form, plus id (absent on a new broker), company_id and the status dropdown. */
export const BrokerSaveRequestSchema = z.preprocess(
  withoutBlankSensitive,
  z.strictObject({
    ...brokerFormShape,
    ssn: brokerFormShape.ssn.optional(),
    license_number: brokerFormShape.license_number.optional(),
    id: IdSchema.nullable().optional(),
    company_id: IdSchema.nullable().optional(),
    status: BrokerStatusValueSchema.optional(),
  }),
);
export type BrokerSaveRequest = z.output<typeof BrokerSaveRequestSchema>;
export type BrokerSignupRequest = z.output<typeof BrokerFormSchema>;

export const BrokerSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  full_name: z.string(),
  email: z.string(),
  country_phone_code: z.string(),
  phone: z.string(),
  country_fax_code: z.string(),
  fax: z.string(),
  country_telephone_code: z.string(),
  telephone: z.string(),
  street_address: z.string(),
  zip: z.string(),
  state: z.string(),
  city: z.string(),
  /** Masked ('*****6789') unless the caller holds sensitive_information_disclosure. */
  ssn: z.string(),
  /** Masked unless the caller holds sensitive_information_disclosure. */
  license_number: z.string(),
  state_of_formation: z.string(),
  company_id: z.number().int().nullable(),
  status: z.number().int(),
  broker_status: z.number().int(),
  /** Null until approval: the list shows 'Awaiting for Approval'. */
  referral_code: z.string().nullable(),
  agreement_date: z.string().nullable(),
  broker_commission: PercentText.nullable(),
  invite_send_date: z.string().nullable(),
  user_id: z.string().nullable(),
  /** The linked user's password indicator: the invite button needs it. */
  has_password: z.boolean(),
  created_at: z.string(),
});
export type Broker = z.infer<typeof BrokerSchema>;

const BrokerAnswerSchema = messageAnswerWith({ brokers: BrokerSchema });

export const ReferralCodeSchema = TextSchema({ label: 'code', max: referralCodeLength * 2 }).min(
  1,
  messages.http.notFound,
);

export const brokerEndpoints = {
  save: defineEndpoint({
    path: 'broker/save',
    tag: 'brokers',
    summary: 'Add a broker (no id) or edit one (id), from /brokerdetails',
    access: { all: ['view_brokers', 'add_new_broker'] },
    request: BrokerSaveRequestSchema,
    response: BrokerAnswerSchema,
  }),
  signup: defineEndpoint({
    path: 'broker/signup',
    tag: 'brokers',
    summary: 'The /becomepartner form: a referral partner applies; the broker starts pending',
    access: 'public',
    request: BrokerFormSchema,
    response: MessageAnswerSchema,
  }),
  fetch: defineEndpoint({
    path: 'broker/fetch',
    tag: 'brokers',
    summary: 'Brokers, searched by full name, email, phone and tax id/SSN, newest first unless sorted',
    access: { all: ['view_brokers'] },
    request: z.strictObject({
      ...SearchPageFields,
      ...sortFields(brokerSortColumns),
    }),
    response: answerWith({ brokers: pageOf(BrokerSchema) }),
  }),
  details: defineEndpoint({
    path: 'broker/details',
    tag: 'brokers',
    summary:
      'One broker, for /brokerdetails and the referral agreement: staff need view_brokers; a signed-in ' +
      'broker reads only its own record (any other id answers 404)',
    // Checked in the service: the Broker role holds no broker right yet must read its own agreement.
    access: {},
    request: IdRequestSchema,
    response: answerWith({ brokers: BrokerSchema }),
  }),
  changeStatus: defineEndpoint({
    path: 'broker/change_status',
    tag: 'brokers',
    summary: 'Change the status of the selected brokers; approval issues the referral code',
    access: { all: ['view_brokers', 'broker_status_change'] },
    request: z.strictObject({
      ids: IdsSchema,
      status: BrokerStatusValueSchema,
    }),
    response: MessageAnswerSchema,
  }),
  sendAgreement: defineEndpoint({
    path: 'broker/agreement/email',
    tag: 'brokers',
    summary: 'Mail the referral agreement with its date and commission to an Approved broker',
    access: { all: ['view_brokers', 'send_agreement'] },
    request: SendAgreementFormSchema.extend({ id: IdSchema }),
    response: MessageAnswerSchema,
  }),
  invite: defineEndpoint({
    path: 'broker/invite',
    tag: 'brokers',
    summary: 'Create (or reuse) the Broker-role user and mail a one-time set-password link',
    access: { all: ['view_brokers', 'invite_broker'] },
    request: IdRequestSchema,
    response: MessageAnswerSchema,
  }),
  resendInvite: defineEndpoint({
    path: 'broker/resend_invite',
    tag: 'brokers',
    summary: 'Mail a fresh set-password link, at most once a day and only while no password is set',
    access: { all: ['view_brokers', 'invite_broker'] },
    request: IdRequestSchema,
    response: MessageAnswerSchema,
  }),
  fetchReferralCode: defineEndpoint({
    path: 'broker/fetch_referral_code',
    tag: 'brokers',
    summary: "The application wizard checks a broker's referral code",
    access: 'public',
    request: z.strictObject({ code: ReferralCodeSchema }),
    response: answerWith({ referralCode: z.string() }),
  }),
  inviteClient: defineEndpoint({
    path: 'broker/invite_client',
    tag: 'brokers',
    summary: "A signed-in broker mails a business the application link with the broker's referral code",
    access: {},
    request: InviteClientFormSchema,
    response: MessageAnswerSchema,
  }),
};
