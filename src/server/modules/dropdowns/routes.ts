import type { FastifyInstance } from 'fastify';
import { dropdownEndpoints as endpoints } from '../../../shared/contract/dropdowns';
import { dropdownText, type DropdownName } from '../../../shared/dropdowns';
import { industries } from '../../../shared/industries';
import type { Deps } from '../../deps';
import { endpointRegistrar } from '../../http/route';
import { pageAnswer } from '../../http/paging';

export function registerDropdownRoutes(app: FastifyInstance, deps: Deps): void {
  const route = endpointRegistrar(app, deps.authenticate);

  route(endpoints.dropdowns, async ({ body }) => {
    const lists: Partial<Record<DropdownName, string>> = {};
    for (const name of body.select) lists[name] = dropdownText(name);
    return { status: true, dropdowns: lists };
  });

  // Served from the shipped list for now; once the debtor area can create industries they come
  // from a table seeded with the same ids.
  route(endpoints.industries, async ({ body }) => {
    const needle = body.search_text.toLowerCase();
    const matching = needle ? industries.filter((i) => i.title.toLowerCase().includes(needle)) : industries;
    const start = (body.page - 1) * body.per_page;
    const data = matching.slice(start, start + body.per_page).map(({ id, title }) => ({ id, title }));
    return { status: true, industries: pageAnswer(data, matching.length, body) };
  });
}
