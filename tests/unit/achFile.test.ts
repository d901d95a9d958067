import { describe, expect, it } from 'vitest';
import {
  amountInCents,
  buildAchFile,
  entryHash,
  fileIdModifierOf,
  isValidRoutingNumber,
  nachaText,
  routingCheckDigit,
  type AchFileInput,
} from '../../src/server/ach/nacha';
import { achOriginatorOf, achSettingsProblems, demoAchSettings } from '../../src/server/ach/settings';
import { loadConfig } from '../../src/server/config';
import { abaCheckDigitOf, readAchFile } from '../server/achFilesReader';

/** The worked example of docs/decisions/0029: a release of $740.00 by ACH. */
function releaseOf(overrides: Partial<AchFileInput['credit']> = {}): AchFileInput {
  return {
    originator: {
      routing: '021000021',
      bankName: 'Demo Bank',
      companyId: '1123456789',
      companyName: 'FactorDesk',
    },
    credit: {
      routing: '111000025',
      account: '004410001',
      amount: '740.00',
      individualId: '17',
      name: 'Acme Freight Lines',
      ...overrides,
    },
    effectiveDate: '2026-10-08',
    createdAt: new Date('2026-10-08T14:05:09.123Z'),
    description: 'RESERVE',
    recordId: 37,
  };
}

const linesOf = (text: string) => text.split('\n').slice(0, -1);

describe('the routing number check digit', () => {
  it('accepts real routing numbers, whose weighted digits add up to a multiple of 10', () => {
    for (const routing of ['021000021', '111000025', '011000015', '121000358', '026009593']) {
      expect(isValidRoutingNumber(routing), routing).toBe(true);
      expect(routingCheckDigit(routing.slice(0, 8))).toBe(String(abaCheckDigitOf(routing.slice(0, 8))));
    }
  });

  it('refuses a wrong last digit, a transposition, a wrong length and anything but digits', () => {
    for (const routing of [
      '021000022',
      '120000021',
      '02100002',
      '0210000211',
      '02100002a',
      ' 21000021',
      '',
    ]) {
      expect(isValidRoutingNumber(routing), routing).toBe(false);
    }
  });

  it('gives 0 when the weighted sum is already a multiple of 10', () => {
    expect(routingCheckDigit('00000000')).toBe('0');
    expect(routingCheckDigit('01100001')).toBe('5');
  });
});

describe('names as a NACHA field takes them', () => {
  it('uppercases, takes accents off and keeps the ampersand', () => {
    expect(nachaText('Café Ñandú & Søns', 22)).toBe('CAFE NANDU & SONS     ');
    expect(nachaText('Große Straße Æther Łódź', 30)).toBe('GROSSE STRASSE AETHER LODZ    ');
  });

  it('turns what banks refuse into spaces, one space for a run of them', () => {
    expect(nachaText('Acme™ Freight; "Lines" 🚚 Ltd\t', 22)).toBe('ACMETM FREIGHT LINES L');
    expect(nachaText('a@b*c|d', 10)).toBe('A B C D   ');
    expect(nachaText("O'Brien, Smith & Co. (TX) #2 - A/B", 40)).toBe(
      "O'BRIEN, SMITH & CO. (TX) #2 - A/B      ",
    );
  });

  it('cuts a long name to the field and fills a short one with spaces', () => {
    const name = nachaText('Transcontinental Refrigerated Logistics Incorporated', 22);
    expect(name).toBe('TRANSCONTINENTAL REFRI');
    expect(name).toHaveLength(22);
    expect(nachaText('', 5)).toBe('     ');
  });
});

describe('amounts in cents', () => {
  it('carries the cents exactly, with no floating point', () => {
    expect(amountInCents('740.00')).toBe(74000n);
    expect(amountInCents('0.01')).toBe(1n);
    expect(amountInCents('1234.5')).toBe(123450n);
    expect(amountInCents('0.29')).toBe(29n);
    expect(amountInCents('99999999.99')).toBe(9999999999n);
  });

  it('refuses nothing, a negative, a fraction of a cent, too much and what is not money', () => {
    for (const amount of ['0', '0.00', '-5.00', '1.001', '100000000.00', '5,00', '1e3', 'abc', '']) {
      expect(() => amountInCents(amount), amount).toThrow();
    }
  });
});

describe('the file id modifier', () => {
  it('runs through A–Z then 0–9 with the record id', () => {
    expect([0, 1, 25, 26, 35, 36, 37].map(fileIdModifierOf)).toEqual(['A', 'B', 'Z', '0', '9', 'A', 'B']);
    expect(fileIdModifierOf(2_147_483_647)).toBe('ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'[2_147_483_647 % 36]);
  });
});

describe('the entry hash', () => {
  it('adds the receiving banks’ 8-digit routing numbers and keeps the 10 rightmost digits', () => {
    expect(entryHash(['111000025'])).toBe('0011100002');
    expect(entryHash(['111000025', '021000021'])).toBe('0013200004');
    // 200 × 99,999,999 = 19,999,999,800: eleven digits, the first dropped.
    expect(entryHash(Array.from({ length: 200 }, () => '999999999'))).toBe('9999999800');
  });
});

describe('a file of one CCD credit', () => {
  it('reads back with an independent parser as one batch of one credit of the amount', () => {
    const text = buildAchFile(releaseOf());
    const lines = linesOf(text);
    expect(lines).toHaveLength(10);
    for (const line of lines) expect(line).toHaveLength(94);
    expect(lines.slice(5)).toEqual(Array.from({ length: 5 }, () => '9'.repeat(94)));
    expect(text.endsWith('\n')).toBe(true);

    const ach = readAchFile(text);
    expect(ach.file).toMatchObject({
      priority: 1,
      destination: ' 021000021',
      origin: '1123456789',
      creationDate: '261008',
      creationTime: '1405',
      idModifier: 'B',
      recordSize: '094',
      blockingFactor: '10',
      destinationName: 'DEMO BANK',
      originName: 'FACTORDESK',
    });
    expect(ach.batches).toHaveLength(1);
    const [batch] = ach.batches;
    expect(batch).toMatchObject({
      serviceClassCode: 220,
      companyName: 'FACTORDESK',
      companyId: '1123456789',
      entryClassCode: 'CCD',
      description: 'RESERVE',
      effectiveDate: '261008',
      originatingDFIIdentification: '02100002',
    });
    expect(batch!.entries).toEqual([
      expect.objectContaining({
        transactionCode: '22',
        receivingDFIIdentification: 11100002,
        checkDigit: 5,
        dfiAccount: '004410001',
        amount: 74000,
        identificationNumber: '17',
        receivingCompanyName: 'ACME FREIGHT LINES',
        addendaIndicator: '0',
        traceNumber: 21000020000001,
      }),
    ]);
    expect(batch!.footer).toMatchObject({
      serviceClassCode: 220,
      entryAndAddendaCount: 1,
      entryHash: 11100002,
      totalDebit: 0,
      totalCredit: 74000,
      companyId: '1123456789',
    });
    expect(ach.file.footer).toEqual(
      expect.objectContaining({
        batchCount: 1,
        blockCount: 1,
        entryAndAddendaCount: 1,
        entryHash: 11100002,
        totalDebit: 0,
        totalCredit: 74000,
      }),
    );
  });

  it('is the same bytes each time it is built from the same record', () => {
    expect(buildAchFile(releaseOf())).toBe(buildAchFile(releaseOf()));
  });

  it('carries the cents of an odd amount and a long accented name cut to 22 characters', () => {
    const ach = readAchFile(
      buildAchFile(releaseOf({ amount: '12345.67', name: 'Société Générale de Transport & Frères' })),
    );
    const entry = ach.batches[0]!.entries[0]!;
    expect(entry.amount).toBe(1234567);
    expect(entry.receivingCompanyName).toBe('SOCIETE GENERALE DE TR');
    expect(ach.file.footer.totalCredit).toBe(1234567);
  });

  it('keeps a 17-character account whole and takes letters in it', () => {
    const ach = readAchFile(buildAchFile(releaseOf({ account: 'ab12345678901234c' })));
    expect(ach.batches[0]!.entries[0]!.dfiAccount).toBe('AB12345678901234C');
  });

  it('refuses a receiving routing number with a wrong check digit, a long account and a bad amount', () => {
    expect(() => buildAchFile(releaseOf({ routing: '111000026' }))).toThrow(/routing/);
    expect(() => buildAchFile(releaseOf({ account: '123456789012345678' }))).toThrow(/account/);
    expect(() => buildAchFile(releaseOf({ account: '12-34' }))).toThrow(/account/);
    expect(() => buildAchFile(releaseOf({ amount: '0.00' }))).toThrow();
  });
});

describe('the originator settings', () => {
  it('take demo values outside production, every one of them valid', () => {
    expect(achOriginatorOf(loadConfig({}))).toEqual({
      routing: demoAchSettings.ACH_ORIGIN_ROUTING,
      bankName: demoAchSettings.ACH_ORIGIN_NAME,
      companyId: demoAchSettings.ACH_COMPANY_ID,
      companyName: demoAchSettings.ACH_COMPANY_NAME,
    });
    expect(achSettingsProblems(demoAchSettings)).toEqual([]);
  });

  it('in production come from the environment, or are not there at all', () => {
    expect(achOriginatorOf(loadConfig({ NODE_ENV: 'production' }))).toBeNull();
    const given = {
      NODE_ENV: 'production',
      ACH_ORIGIN_ROUTING: '111000025',
      ACH_ORIGIN_NAME: 'FIRST TEXAS BANK',
      ACH_COMPANY_ID: '1987654321',
      ACH_COMPANY_NAME: 'LONE STAR FACTOR',
    };
    expect(achOriginatorOf(loadConfig(given))).toEqual({
      routing: '111000025',
      bankName: 'FIRST TEXAS BANK',
      companyId: '1987654321',
      companyName: 'LONE STAR FACTOR',
    });
    expect(() => loadConfig({ ...given, ACH_COMPANY_NAME: undefined })).toThrow(
      /Configuration is not valid: ACH_COMPANY_NAME: must be given with the other ACH settings/,
    );
  });

  it('stop the start with a message naming each wrong value', () => {
    expect(() =>
      loadConfig({
        ACH_ORIGIN_ROUTING: '021000022',
        ACH_ORIGIN_NAME: 'A BANK NAME LONGER THAN TWENTY-THREE',
        ACH_COMPANY_ID: '12345',
        ACH_COMPANY_NAME: 'lowercase name',
      }),
    ).toThrow(
      /ACH_ORIGIN_ROUTING: must be the 9 digits of a routing number whose last digit is its check digit.*ACH_ORIGIN_NAME: must be at most 23.*ACH_COMPANY_ID: must be 10.*ACH_COMPANY_NAME: must be at most 16/,
    );
    expect(() => loadConfig({ ACH_COMPANY_NAME: 'ACME™' })).toThrow(/ACH_COMPANY_NAME/);
  });
});
