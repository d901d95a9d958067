import type { FastifyInstance } from 'fastify';
import { dropdownEndpoints as endpoints } from '../../../shared/contract/dropdowns';
import { dropdownText, type DropdownName } from '../../../shared/dropdowns';
import type { Deps } from '../../deps';
import { endpointRegistrar } from '../../http/route';
import { searchIndustries } from '../debtors/industries';

export function registerDropdownRoutes(app: FastifyInstance, deps: Deps): void {
  const route = endpointRegistrar(app, deps.authenticate);

  route(endpoints.dropdowns, async ({ body }) => {
    const lists: Partial<Record<DropdownName, string>> = {};
    for (const name of body.select) lists[name] = dropdownText(name);
    return { status: true, dropdowns: lists };
  });

  // The shipped list (same ids) plus the industries users typed on the debtor form.
  route(endpoints.industries, async ({ body }) => ({
    status: true,
    industries: await searchIndustries(deps.db, body),
  }));
}
