import { z } from 'zod';
import { defineEndpoint, EmptyRequestSchema, answerWith } from './endpoint';
import { zipLength, zipLookupFrom } from '../constants';
import { messages } from '../messages';

export const ZipCodeItemSchema = z.object({
  zip: z.string(),
  city: z.string(),
  full_state: z.string(),
  /** The state's driver-licence mask where one is known; '' otherwise. */
  license_mask: z.string(),
});

/**
 * Public lookups: the application wizard and the become-a-partner page use them before anyone
 * signs in, so they need no token (the global rate limit still applies).
 */
export const lookupEndpoints = {
  zip: defineEndpoint({
    path: 'lookup/zip',
    tag: 'lookups',
    summary: 'US zip codes starting with the 4 or 5 digits typed, with city and state',
    access: 'public',
    request: z.strictObject({
      zip: z
        .string()
        .trim()
        .regex(
          new RegExp(`^\\d{${zipLookupFrom},${zipLength}}$`),
          messages.form.zipLookup(zipLookupFrom, zipLength),
        ),
    }),
    response: answerWith({ codes: z.array(ZipCodeItemSchema) }),
  }),
  countries: defineEndpoint({
    path: 'lookup/countries',
    tag: 'lookups',
    summary: 'Countries with their calling codes, +1 first',
    access: 'public',
    request: EmptyRequestSchema,
    response: answerWith({
      countries: z.array(z.object({ name: z.string(), iso: z.string(), phone_code: z.string() })),
    }),
  }),
  states: defineEndpoint({
    path: 'lookup/states',
    tag: 'lookups',
    summary: 'US states and territories',
    access: 'public',
    request: EmptyRequestSchema,
    response: answerWith({
      states: z.array(z.object({ name: z.string(), abbreviation: z.string() })),
    }),
  }),
};
