import { z } from 'zod';
import { choicePageFields, defineEndpoint, pageOf, answerWith } from './endpoint';
import { dropdownNames } from '../dropdowns';
import { lookupPageSizes } from '../constants';

/** The most select lists one dropdown call may ask for (there are fewer lists than this). */
export const dropdownSelectMax = 20;

export const DropdownNameSchema = z.enum(dropdownNames, { error: 'Unknown select list' });

export const IndustrySchema = z.object({ id: z.number().int(), title: z.string() });

export const dropdownEndpoints = {
  dropdowns: defineEndpoint({
    path: 'lookup/dropdowns',
    tag: 'lookups',
    summary: 'Named select lists, each as the JSON text of its name/value items',
    // The application wizard reads prospect_legal_status before anyone signs in.
    access: 'public',
    request: z.strictObject({
      select: z
        .array(DropdownNameSchema)
        .min(1, { error: 'Select at least one list' })
        .max(dropdownSelectMax, { error: `Select at most ${dropdownSelectMax} lists` }),
    }),
    response: answerWith({
      /** Only the lists asked for; each value is JSON text of `[{ name, value }]`. */
      dropdowns: z.partialRecord(DropdownNameSchema, z.string()),
    }),
  }),
  industries: defineEndpoint({
    path: 'lookup/industries',
    tag: 'lookups',
    summary: 'Industries by title, a page at a time, for the debtor form',
    access: {},
    request: z.strictObject(choicePageFields(lookupPageSizes.industries, lookupPageSizes.industries)),
    response: answerWith({ industries: pageOf(IndustrySchema) }),
  }),
};
