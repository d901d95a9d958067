import { parseMoney } from '../../shared/money';

/**
 * A NACHA file of one credit (docs/decisions/0029, ACH files): the fixed-width records 1 (file
 * header), 5 (batch header), 6 (entry detail), 8 (batch control) and 9 (file control), each 94
 * characters, the file filled with lines of 9s up to a multiple of ten lines (blocks of ten).
 *
 * Everything in it comes from what it is given, so the same record gives the same bytes each time:
 * no clock, no counter, no local time zone.
 */

/** The factor as originator: its bank (the ODFI the file is delivered to) and its company. */
export interface AchOriginator {
  /** The factor's bank routing number, 9 digits with a valid check digit. */
  routing: string;
  /** The factor's bank, as the file header names the immediate destination. */
  bankName: string;
  /** The company identification the bank gave the factor (10 characters, often 1 + the EIN). */
  companyId: string;
  /** The factor's name in the batch header (16 characters) and the file header (23). */
  companyName: string;
}

/** The one credit: the client's account, what was paid, and who it is. */
export interface AchCredit {
  /** The receiving bank's routing number, 9 digits with a valid check digit. */
  routing: string;
  /** The client's account number, at most 17 letters and digits. */
  account: string;
  /** Money text, more than 0 and at most 99,999,999.99 ("740.00"). */
  amount: string;
  /** The receiver's identification number: here the client's id. */
  individualId: string;
  /** The receiving company's name (cut to the 22 characters of a CCD entry). */
  name: string;
}

export interface AchFileInput {
  originator: AchOriginator;
  credit: AchCredit;
  /** The date the entry settles, 'YYYY-MM-DD'. */
  effectiveDate: string;
  /** The moment the file is dated with (file creation date and time, UTC): the record's own. */
  createdAt: Date;
  /** What the client's statement shows (10 characters), e.g. 'RESERVE'. */
  description: string;
  /**
   * The record's id: it picks the file id modifier (A–Z, 0–9), so two files dated the same minute
   * are told apart by the bank unless their ids are 36 apart.
   */
  recordId: number;
}

const fileIdModifiers = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** The file id modifier of a record: its id's place in A–Z, 0–9. */
export function fileIdModifierOf(recordId: number): string {
  if (!Number.isSafeInteger(recordId) || recordId < 0) throw new Error(`${recordId} is not a record id`);
  return fileIdModifiers[recordId % fileIdModifiers.length]!;
}

/** Every line of a NACHA file is this long. */
export const recordLength = 94;
/** Lines come in blocks of this many; the last block is filled with 9s. */
export const blockingFactor = 10;
/** Checking credit (automated deposit). */
export const checkingCredit = '22';
/** Service class: credits only. */
export const creditsOnly = '220';
/** Corporate credit or debit: business to business. */
export const secCode = 'CCD';

/** The weights of the routing number's digits (ABA): their weighted sum is a multiple of 10. */
const routingWeights = [3, 7, 1, 3, 7, 1, 3, 7, 1] as const;

/** The check digit the first 8 digits of a routing number call for. */
export function routingCheckDigit(first8: string): string {
  if (!/^\d{8}$/.test(first8)) throw new Error('a routing number starts with 8 digits');
  const sum = [...first8].reduce((total, digit, index) => total + Number(digit) * routingWeights[index]!, 0);
  return String((10 - (sum % 10)) % 10);
}

/** True for 9 digits whose last is the check digit of the first 8. */
export function isValidRoutingNumber(value: string): boolean {
  return /^\d{9}$/.test(value) && routingCheckDigit(value.slice(0, 8)) === value[8];
}

/** Letters NFKD cannot take apart, spelt as a bank would. */
const spelledOut: Record<string, string> = {
  ß: 'SS',
  ẞ: 'SS',
  Æ: 'AE',
  æ: 'AE',
  Œ: 'OE',
  œ: 'OE',
  Ø: 'O',
  ø: 'O',
  Ł: 'L',
  ł: 'L',
  Đ: 'D',
  đ: 'D',
  Ð: 'D',
  ð: 'D',
  Þ: 'TH',
  þ: 'TH',
  ı: 'I',
};

/**
 * Text as a NACHA alphanumeric field takes it, cut and filled with spaces to `width`: uppercase,
 * accents taken off ('Café Ñandú' → 'CAFE NANDU'), and only the characters every bank accepts kept
 * (A–Z, 0–9, space and & ' , . - / ( ) #); anything else becomes a space, runs of spaces one.
 */
export function nachaText(value: string, width: number): string {
  const plain = value
    .replace(/[ßẞÆæŒœØøŁłĐđÐðÞþı]/g, (letter) => spelledOut[letter] ?? ' ')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .replace(/[^A-Z0-9 &',./()#-]/g, ' ')
    .replace(/ {2,}/g, ' ')
    .trim();
  return plain.slice(0, width).padEnd(width, ' ');
}

/** True when the text is already what `nachaText` would make of it (before cutting). */
export function isNachaText(value: string): boolean {
  return value.length > 0 && nachaText(value, value.length) === value;
}

/** A number right-aligned in `width` digits with leading zeros; refuses what does not fit. */
function digits(value: number | bigint | string, width: number): string {
  const text = String(value);
  if (!/^\d+$/.test(text) || text.length > width) throw new Error(`${text} does not fit ${width} digits`);
  return text.padStart(width, '0');
}

/** Money text in whole cents, refused when it is not a positive amount of at most 10 digits. */
export function amountInCents(amount: string): bigint {
  const money = parseMoney(amount);
  if (!money || !money.isFinite() || money.lte(0) || money.decimalPlaces() > 2) {
    throw new Error(`${amount} is not an amount an ACH credit can carry`);
  }
  const cents = BigInt(money.times(100).toFixed(0));
  if (cents > 9_999_999_999n) throw new Error(`${amount} is more than an ACH entry carries`);
  return cents;
}

/** 'YYYY-MM-DD' as YYMMDD. */
function yymmdd(isoDate: string): string {
  const match = /^\d{2}(\d{2})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) throw new Error(`${isoDate} is not a date`);
  return `${match[1]}${match[2]}${match[3]}`;
}

/** The lines of one record, checked to be exactly 94 characters. */
function record(fields: readonly string[]): string {
  const line = fields.join('');
  if (line.length !== recordLength) throw new Error(`a NACHA record of ${line.length} characters`);
  return line;
}

/** The 10 rightmost digits of the sum of the receiving banks' 8-digit routing numbers. */
export function entryHash(routings: readonly string[]): string {
  const sum = routings.reduce((total, routing) => total + BigInt(routing.slice(0, 8)), 0n);
  return digits(String(sum).slice(-10), 10);
}

/** The NACHA file of one CCD credit, its lines ended by a line feed. */
export function buildAchFile(input: AchFileInput): string {
  const { originator, credit } = input;
  for (const routing of [originator.routing, credit.routing]) {
    if (!isValidRoutingNumber(routing)) throw new Error(`${routing} is not a valid routing number`);
  }
  const account = credit.account.toUpperCase();
  if (!/^[A-Z0-9]{1,17}$/.test(account)) throw new Error('the account number does not fit an ACH entry');
  if (!/^[A-Z0-9]{10}$/.test(originator.companyId)) throw new Error('the company id is 10 characters');

  const cents = amountInCents(credit.amount);
  const created = input.createdAt.toISOString();
  const creationDate = yymmdd(created.slice(0, 10));
  const creationTime = created.slice(11, 13) + created.slice(14, 16);
  const effectiveDate = yymmdd(input.effectiveDate);
  const odfi = originator.routing.slice(0, 8);
  const batchNumber = digits(1, 7);
  const traceNumber = odfi + digits(1, 7);
  const hash = entryHash([credit.routing]);
  const amount = digits(cents, 10);

  const fileHeader = record([
    '1',
    '01', // priority code
    ` ${originator.routing}`, // immediate destination: the factor's bank
    originator.companyId, // immediate origin: the factor
    creationDate,
    creationTime,
    fileIdModifierOf(input.recordId),
    '094', // record size
    '10', // blocking factor
    '1', // format code
    nachaText(originator.bankName, 23),
    nachaText(originator.companyName, 23),
    ' '.repeat(8), // reference code
  ]);
  const batchHeader = record([
    '5',
    creditsOnly,
    nachaText(originator.companyName, 16),
    ' '.repeat(20), // company discretionary data
    originator.companyId,
    secCode,
    nachaText(input.description, 10),
    effectiveDate, // company descriptive date
    effectiveDate,
    '   ', // settlement date: the ACH operator's
    '1', // originator status code: a bank that is not a federal agency
    odfi,
    batchNumber,
  ]);
  const entry = record([
    '6',
    checkingCredit,
    credit.routing.slice(0, 8),
    credit.routing.slice(8),
    account.padEnd(17, ' '),
    amount,
    nachaText(credit.individualId, 15),
    nachaText(credit.name, 22),
    '  ', // discretionary data
    '0', // no addenda
    traceNumber,
  ]);
  const batchControl = record([
    '8',
    creditsOnly,
    digits(1, 6), // entries and addenda
    hash,
    digits(0, 12), // total debits
    amount.padStart(12, '0'), // total credits
    originator.companyId,
    ' '.repeat(19), // message authentication code
    ' '.repeat(6), // reserved
    odfi,
    batchNumber,
  ]);

  const lineCount = 5;
  const blocks = Math.ceil(lineCount / blockingFactor);
  const fileControl = record([
    '9',
    digits(1, 6), // batches
    digits(blocks, 6),
    digits(1, 8), // entries and addenda
    hash,
    digits(0, 12),
    amount.padStart(12, '0'),
    ' '.repeat(39),
  ]);
  const filler = Array.from({ length: blocks * blockingFactor - lineCount }, () => '9'.repeat(recordLength));
  return [fileHeader, batchHeader, entry, batchControl, fileControl, ...filler]
    .map((line) => `${line}\n`)
    .join('');
}
