import { z } from 'zod';
import { settingsTilesMessages as M } from '../messages/settingsTiles';
import { answerWith, defineEndpoint, EmptyRequestSchema, FlagSchema, MessageAnswerSchema } from './endpoint';

/** Flag alert thresholds (docs/decisions/0038): null switches a threshold off. */
export const FlagAlertSettingsSchema = z.strictObject({
  concentration_pct: z
    .number()
    .int()
    .min(1, M.flagAlerts.concentrationInvalid)
    .max(100, M.flagAlerts.concentrationInvalid)
    .nullable(),
  over_limit: FlagSchema,
  aging_days: z
    .number()
    .int()
    .min(1, M.flagAlerts.agingInvalid)
    .max(365, M.flagAlerts.agingInvalid)
    .nullable(),
});
export type FlagAlertSettings = z.infer<typeof FlagAlertSettingsSchema>;
export const defaultFlagAlertSettings: FlagAlertSettings = {
  concentration_pct: 25,
  over_limit: true,
  aging_days: 90,
};

export const currencyCodes = ['USD', 'CAD', 'EUR', 'GBP', 'MXN'] as const;
export const currencyLocales = ['en-US', 'en-CA', 'fr-CA', 'en-GB', 'es-MX', 'de-DE'] as const;
export const thousandsSeparators = [',', '.', ' ', ''] as const;

/** How money is shown (docs/decisions/0041): USD, 2 decimals, US locale unless an admin says otherwise. */
export const CurrencySettingsSchema = z.strictObject({
  code: z.enum(currencyCodes),
  decimals: z.number().int().min(0).max(4),
  locale: z.enum(currencyLocales),
  symbol_position: z.enum(['before', 'after']),
  thousands_separator: z.enum(thousandsSeparators),
});
export type CurrencySettings = z.infer<typeof CurrencySettingsSchema>;
export const defaultCurrencySettings: CurrencySettings = {
  code: 'USD',
  decimals: 2,
  locale: 'en-US',
  symbol_position: 'before',
  thousands_separator: ',',
};

/** The catalogue of optional fields an admin may hide (docs/decisions/0042). */
export const optionalFields = [
  { key: 'invoice_po_number', label: 'Invoice: PO number' },
  { key: 'invoice_notes', label: 'Invoice: notes' },
  { key: 'debtor_fax', label: 'Debtor: fax' },
  { key: 'debtor_website', label: 'Debtor: website' },
  { key: 'client_dba', label: 'Client: doing business as' },
  { key: 'client_secondary_phone', label: 'Client: secondary phone' },
] as const;
export type OptionalFieldKey = (typeof optionalFields)[number]['key'];
const optionalFieldKeys = optionalFields.map((field) => field.key) as [
  OptionalFieldKey,
  ...OptionalFieldKey[],
];

/** Shown fields: every catalogue key with true (shown) or false (hidden); unknown keys refused. */
export const FieldSettingsSchema = z.strictObject({
  hidden: z.array(z.enum(optionalFieldKeys)).max(optionalFields.length),
});
export type FieldSettings = z.infer<typeof FieldSettingsSchema>;
export const defaultFieldSettings: FieldSettings = { hidden: [] };

const weight = z.number().int().min(0, M.scoring.weightsInvalid).max(100, M.scoring.weightsInvalid);
/** The weights of the debtor score (docs/decisions/0043). */
export const ScoringWeightsSchema = z
  .strictObject({ days_to_pay: weight, dilution: weight, chargebacks: weight })
  .refine((w) => w.days_to_pay + w.dilution + w.chargebacks > 0, { message: M.scoring.weightsInvalid });
export type ScoringWeights = z.infer<typeof ScoringWeightsSchema>;
export const defaultScoringWeights: ScoringWeights = { days_to_pay: 50, dilution: 30, chargebacks: 20 };

/** A debtor's score (docs/decisions/0043); null without a paid invoice. */
export const DebtorScoreSchema = z.object({
  debtor_id: z.number().int(),
  debtor_name: z.string(),
  average_days_to_pay: z.number().int().nullable(),
  score: z.number().int().min(0).max(100).nullable(),
});
export type DebtorScore = z.infer<typeof DebtorScoreSchema>;

const readAccess = { all: ['view_settings'] } as const;
const saveAccess = { all: ['view_settings', 'change_settings'] } as const;

export const settingsTilesEndpoints = {
  flagAlerts: defineEndpoint({
    path: 'settings/flag_alerts',
    tag: 'settings',
    summary: 'The flag alert thresholds',
    access: readAccess,
    request: EmptyRequestSchema,
    response: answerWith({ flag_alerts: FlagAlertSettingsSchema }),
  }),
  saveFlagAlerts: defineEndpoint({
    path: 'settings/save_flag_alerts',
    tag: 'settings',
    summary: 'Sets the flag alert thresholds',
    access: saveAccess,
    request: z.strictObject({ flag_alerts: FlagAlertSettingsSchema }),
    response: MessageAnswerSchema,
  }),
  currency: defineEndpoint({
    path: 'settings/currency',
    tag: 'settings',
    summary: 'How amounts are displayed',
    access: 'public',
    request: EmptyRequestSchema,
    response: answerWith({ currency: CurrencySettingsSchema }),
  }),
  saveCurrency: defineEndpoint({
    path: 'settings/save_currency',
    tag: 'settings',
    summary: 'Sets how amounts are displayed',
    access: saveAccess,
    request: z.strictObject({ currency: CurrencySettingsSchema }),
    response: MessageAnswerSchema,
  }),
  fieldSettings: defineEndpoint({
    path: 'settings/fields',
    tag: 'settings',
    summary: 'Which optional fields the forms hide',
    // Public: the forms read it, the application wizard too, before anyone signs in.
    access: 'public',
    request: EmptyRequestSchema,
    response: answerWith({ fields: FieldSettingsSchema }),
  }),
  saveFieldSettings: defineEndpoint({
    path: 'settings/save_fields',
    tag: 'settings',
    summary: 'Sets which optional fields the forms hide',
    access: saveAccess,
    request: z.strictObject({ fields: FieldSettingsSchema }),
    response: MessageAnswerSchema,
  }),
  scoringWeights: defineEndpoint({
    path: 'settings/scoring_weights',
    tag: 'settings',
    summary: 'The weights of the debtor score',
    access: readAccess,
    request: EmptyRequestSchema,
    response: answerWith({ weights: ScoringWeightsSchema }),
  }),
  saveScoringWeights: defineEndpoint({
    path: 'settings/save_scoring_weights',
    tag: 'settings',
    summary: 'Sets the weights of the debtor score',
    access: saveAccess,
    request: z.strictObject({ weights: ScoringWeightsSchema }),
    response: MessageAnswerSchema,
  }),
  debtorScores: defineEndpoint({
    path: 'settings/debtor_scores',
    tag: 'settings',
    summary: "Every debtor's score from its payment history, by the stored weights",
    access: readAccess,
    request: EmptyRequestSchema,
    response: answerWith({ scores: z.array(DebtorScoreSchema) }),
  }),
};
