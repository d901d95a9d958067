import { isNachaText, isValidRoutingNumber, type AchOriginator } from './nacha';

/**
 * The originator settings of the ACH files (docs/decisions/0029, ACH files). Each is checked at
 * start, so a wrong value stops the server with a message naming it. Outside production a missing
 * one takes its demo value; in production they are given all four or none, and without them an ACH
 * file is refused with a message saying what to set.
 */

export const achSettingNames = [
  'ACH_ORIGIN_ROUTING',
  'ACH_ORIGIN_NAME',
  'ACH_COMPANY_ID',
  'ACH_COMPANY_NAME',
] as const;
type AchSettingName = (typeof achSettingNames)[number];
type AchSettings = Partial<Record<AchSettingName, string>> & { NODE_ENV?: string };

/** The demo originator: a bank routing number with a valid check digit and the demo factor. */
export const demoAchSettings: Record<AchSettingName, string> = {
  ACH_ORIGIN_ROUTING: '021000021',
  ACH_ORIGIN_NAME: 'DEMO BANK',
  ACH_COMPANY_ID: '1123456789',
  ACH_COMPANY_NAME: 'FACTORDESK',
};

const rules: Record<AchSettingName, { valid: (value: string) => boolean; message: string }> = {
  ACH_ORIGIN_ROUTING: {
    valid: isValidRoutingNumber,
    message: 'must be the 9 digits of a routing number whose last digit is its check digit',
  },
  ACH_ORIGIN_NAME: {
    valid: (value) => value.length <= 23 && isNachaText(value),
    message: "must be at most 23 characters: uppercase letters, digits, spaces and & ' , . - / ( ) #",
  },
  ACH_COMPANY_ID: {
    valid: (value) => /^[A-Z0-9]{10}$/.test(value),
    message: 'must be 10 uppercase letters or digits (often 1 followed by the EIN)',
  },
  ACH_COMPANY_NAME: {
    valid: (value) => value.length <= 16 && isNachaText(value),
    message: "must be at most 16 characters: uppercase letters, digits, spaces and & ' , . - / ( ) #",
  },
};

/** What is wrong with the settings given, one problem per setting. */
export function achSettingsProblems(settings: AchSettings): { name: AchSettingName; message: string }[] {
  const problems = achSettingNames.flatMap((name) => {
    const value = settings[name];
    return value === undefined || rules[name].valid(value) ? [] : [{ name, message: rules[name].message }];
  });
  const given = achSettingNames.filter((name) => settings[name] !== undefined);
  if (settings.NODE_ENV === 'production' && given.length > 0 && given.length < achSettingNames.length) {
    for (const name of achSettingNames.filter((missing) => settings[missing] === undefined)) {
      problems.push({ name, message: 'must be given with the other ACH settings' });
    }
  }
  return problems;
}

/** The originator the settings name (demo values filled in outside production); null when not set. */
export function achOriginatorOf(settings: AchSettings): AchOriginator | null {
  const demo = settings.NODE_ENV !== 'production';
  const value = (name: AchSettingName) => settings[name] ?? (demo ? demoAchSettings[name] : undefined);
  const [routing, bankName, companyId, companyName] = achSettingNames.map(value);
  if (!routing || !bankName || !companyId || !companyName) return null;
  return { routing, bankName, companyId, companyName };
}
