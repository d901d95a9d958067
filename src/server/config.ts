import { z } from 'zod';
import { passwordMaxLength, passwordPattern } from '../shared/constants';
import { achSettingsProblems } from './ach/settings';

/** Everything the server reads from the environment, validated once at start. */
const ConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** Embedded PGlite keeps its data here unless DATABASE_URL points at PostgreSQL. 'memory' keeps nothing. */
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  REDIS_URL: z.string().url().optional(),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('FactorDesk <no-reply@factordesk.test>'),
  FILES_DIR: z.string().default('./files'),
  /** Files in an S3-compatible bucket instead of FILES_DIR: http(s)://key:secret@host:port/bucket[/prefix]. */
  S3_URL: z.string().url().optional(),
  STATIC_DIR: z.string().default('./dist'),
  /** The address users reach the product at; links in mails start with it. */
  PUBLIC_URL: z.string().url().optional(),
  /** Signs access tokens. A random one is made (and kept in DATA_DIR) when not given. */
  JWT_SECRET: z.string().min(32).optional(),
  ACCESS_TOKEN_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(60),
  SEED_DEMO: z.enum(['on', 'off']).default('on'),
  /** Without the demo data: the Admin made in an empty users table, so a new business can sign in. */
  FIRST_ADMIN_EMAIL: z.email().max(35).optional(),
  FIRST_ADMIN_PASSWORD: z
    .string()
    .max(passwordMaxLength)
    .regex(
      passwordPattern,
      'must have 8 characters with an uppercase, a lowercase, a digit and one of !@#$%^&*',
    )
    .optional(),
  /** Behind a load balancer: trust its X-Forwarded-For (otherwise a client could pick its own address). */
  TRUST_PROXY: z.enum(['on', 'off']).default('off'),
  /** The daily chargeback job (02:00 server time and once at start); 'off' for a server that must not post it. */
  CHARGEBACK_JOB: z.enum(['on', 'off']).default('on'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * The factor as originator of its ACH files (docs/decisions/0029, ACH files): its bank's routing
   * number and name, its company id and name; demo values outside production (src/server/ach/settings.ts).
   */
  ACH_ORIGIN_ROUTING: z.string().optional(),
  ACH_ORIGIN_NAME: z.string().optional(),
  ACH_COMPANY_ID: z.string().optional(),
  ACH_COMPANY_NAME: z.string().optional(),
});

/** The settings checked together: the ACH settings' forms, and all four or none in production. */
const CheckedConfigSchema = ConfigSchema.superRefine((config, context) => {
  for (const { name, message } of achSettingsProblems(config)) {
    context.addIssue({ code: 'custom', path: [name], message });
  }
});

export type Config = z.infer<typeof ConfigSchema>;

/** The first admin's account when both its settings are given. */
export function firstAdminOf(config: Config): { email: string; password: string } | undefined {
  const { FIRST_ADMIN_EMAIL: email, FIRST_ADMIN_PASSWORD: password } = config;
  return email && password ? { email, password } : undefined;
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = CheckedConfigSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Configuration is not valid: ${problems}`);
  }
  return parsed.data;
}
