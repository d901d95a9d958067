import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { appSettings } from '../../db/schema';
import type { Deps } from '../../deps';
import {
  CurrencySettingsSchema,
  defaultCurrencySettings,
  defaultFieldSettings,
  defaultFlagAlertSettings,
  defaultScoringWeights,
  FieldSettingsSchema,
  FlagAlertSettingsSchema,
  ScoringWeightsSchema,
} from '../../../shared/contract/settingsTiles';

/** The setting keys of app_settings, each with its type and its value until an admin saves one. */
const settingDefs = {
  /** The global input guards (paste, emoji, F5, back): on unless switched off. */
  input_guards: { schema: z.boolean(), fallback: true },
  /**
   * Releases and payments above this amount wait for a second staff member (docs/decisions/0029,
   * a second pair of eyes); null: none waits.
   */
  approval_threshold: {
    schema: z
      .string()
      .regex(/^\d+\.\d{2}$/)
      .nullable(),
    fallback: null,
  },
  /** The settings tiles (docs/decisions/0038 to 0043). */
  flag_alerts: { schema: FlagAlertSettingsSchema, fallback: defaultFlagAlertSettings },
  currency: { schema: CurrencySettingsSchema, fallback: defaultCurrencySettings },
  field_settings: { schema: FieldSettingsSchema, fallback: defaultFieldSettings },
  scoring_weights: { schema: ScoringWeightsSchema, fallback: defaultScoringWeights },
} as const;
type SettingKey = keyof typeof settingDefs;
type SettingValue<K extends SettingKey> = z.infer<(typeof settingDefs)[K]['schema']>;

export async function readSetting<K extends SettingKey>(db: Db, key: K): Promise<SettingValue<K>> {
  // Read as JSON text: the jsonb reader would parse a string value (an amount) a second time.
  const [row] = await db
    .select({ json: sql<string>`${appSettings.value}::text` })
    .from(appSettings)
    .where(eq(appSettings.key, key));
  const def = settingDefs[key];
  // A value that no longer fits its type (an older format) reads as the default rather than failing.
  const parsed = def.schema.safeParse(row === undefined ? undefined : JSON.parse(row.json));
  return (parsed.success ? parsed.data : def.fallback) as SettingValue<K>;
}

export async function writeSetting<K extends SettingKey>(
  deps: Pick<Deps, 'db' | 'clock'>,
  key: K,
  value: SettingValue<K>,
): Promise<void> {
  const updatedAt = deps.clock.now();
  // Written as JSON text: a bare string (an amount) would otherwise reach jsonb unquoted and be read
  // back as a number, and null would be SQL NULL rather than JSON null.
  const json = sql`${JSON.stringify(value)}::jsonb`;
  await deps.db
    .insert(appSettings)
    .values({ key, value: json, updatedAt })
    .onConflictDoUpdate({ target: appSettings.key, set: { value: json, updatedAt } });
}

export async function publicSettings(deps: Pick<Deps, 'db'>) {
  return { input_guards: await readSetting(deps.db, 'input_guards') };
}
