import { createRequire } from 'node:module';

/**
 * Reads a NACHA file back with an independent parser (@midlandsbank/node-nacha, a package that
 * shares no code with src/server/ach), so the tests check the file as a bank's software reads it,
 * not as our own builder thinks it wrote it.
 */

export interface ParsedAchEntry {
  transactionCode: string;
  receivingDFIIdentification: number;
  checkDigit: number;
  dfiAccount: string;
  amount: number;
  identificationNumber: string;
  receivingCompanyName: string;
  addendaIndicator: string;
  traceNumber: number;
}

export interface ParsedAchBatch {
  serviceClassCode: number;
  companyName: string;
  companyId: string;
  entryClassCode: string;
  description: string;
  effectiveDate: string;
  originatingDFIIdentification: string;
  num: number;
  entries: ParsedAchEntry[];
  footer: {
    serviceClassCode: number;
    entryAndAddendaCount: number;
    entryHash: number;
    totalDebit: number;
    totalCredit: number;
    companyId: string;
    originatingDFIIdentification: string;
    num: number;
  };
}

export interface ParsedAchFile {
  file: {
    priority: number;
    destination: string;
    origin: string;
    creationDate: string;
    creationTime: string;
    idModifier: string;
    recordSize: string;
    blockingFactor: string;
    formatCode: string;
    destinationName: string;
    originName: string;
    footer: {
      batchCount: number;
      blockCount: number;
      entryAndAddendaCount: number;
      entryHash: number;
      totalDebit: number;
      totalCredit: number;
    };
  };
  batches: ParsedAchBatch[];
}

const nacha = createRequire(import.meta.url)('@midlandsbank/node-nacha') as {
  from(source: { format: 'ach'; source: string }): { data: ParsedAchFile };
};

/** The file as the independent parser reads it. */
export function readAchFile(text: string): ParsedAchFile {
  return nacha.from({ format: 'ach', source: text }).data;
}

/** The routing number's check digit, worked out here independently of the builder (ABA weights). */
export function abaCheckDigitOf(first8: string): number {
  const weights = [3, 7, 1, 3, 7, 1, 3, 7];
  const sum = [...first8].reduce((total, digit, i) => total + Number(digit) * weights[i]!, 0);
  return (10 - (sum % 10)) % 10;
}
