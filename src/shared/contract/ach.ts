import { z } from 'zod';
import { defineEndpoint, IdRequestSchema } from './endpoint';

/**
 * ACH files (docs/decisions/0029-reserves-and-their-release.md, ACH files): the NACHA file (one CCD
 * credit to the client's bank account) of a reserve release or a schedule payment paid by ACH,
 * built from the stored record so it is the same each time. Anything not paid by ACH answers 404.
 */
export const achEndpoints = {
  reserveRelease: defineEndpoint({
    path: 'ach/reserve_release',
    tag: 'ach',
    summary: 'The NACHA file (CCD credit) of a reserve release paid by ACH',
    access: { all: ['view_reserves', 'create_rr_batch'] },
    binary: true,
    request: IdRequestSchema,
    response: z.unknown(),
  }),
  payment: defineEndpoint({
    path: 'ach/payment',
    tag: 'ach',
    summary: 'The NACHA file (CCD credit) of a schedule payment paid by ACH',
    access: { all: ['view_schedule_of_funding', 'show_payment'] },
    binary: true,
    request: IdRequestSchema,
    response: z.unknown(),
  }),
};
