import type { CurrentUser } from '../../src/shared/contract/session';
import {
  underwritingEndpoints as e,
  type UnderwritingVertical,
} from '../../src/shared/contract/underwriting';
import { messages } from '../../src/shared/messages';
import type { FakeHandler } from '../shell/fakeApi';
import { answering } from '../users/fakeServer';

const U = messages.underwriting;

const clients = [
  { id: 7, company_business_name: 'Blue Ridge Trucking' },
  { id: 8, company_business_name: 'Lakeside Printing' },
];

/** Blue Ridge Trucking's checklist: the documents vertical from its application and one of staff's. */
export function checklistOf(): UnderwritingVertical[] {
  const documents = messages.prospect.documentTypes.slice(0, 3).map((title, index) => ({
    id: 100 + index,
    under_writing_id: 1,
    title,
    status: index === 0 ? 1 : 0,
    mandatory: false,
  }));
  return [
    { id: 1, prospect_id: 7, name: U.underwritingDocuments, is_documents: true, tasks: documents },
    {
      id: 2,
      prospect_id: 7,
      name: 'Credit Review',
      is_documents: false,
      tasks: [{ id: 200, under_writing_id: 2, title: 'Pull credit report', status: 1, mandatory: true }],
    },
  ];
}

/** The /clientchecklist calls over an in-memory checklist, with the server's uniqueness rules. */
export function underwritingHandlers(
  user: CurrentUser,
  verticals: UnderwritingVertical[] = checklistOf(),
): Record<string, FakeHandler> {
  const ok = (message: string) => ({ status: true as const, message });
  const taken = (message: string) => ({ status: 409, body: { status: false, message } });
  const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
  let nextId = 1000;
  const taskOf = (id: number) =>
    verticals.flatMap((vertical) => vertical.tasks).find((task) => task.id === id);
  return {
    'underwriting/clients': answering(e.clients, () => {
      const offered =
        user.company_id === null ? clients : clients.filter((one) => one.id === user.company_id);
      return {
        body: {
          status: true,
          prospects: { data: offered, total: offered.length, current_page: 1, last_page: 1, per_page: 100 },
        },
      };
    }),
    'underwriting/fetch': answering(e.fetch, ({ prospect_id }) => ({
      body: {
        status: true,
        underwritings: verticals.filter((vertical) => vertical.prospect_id === prospect_id),
      },
    })),
    'underwriting/vertical/save': answering(e.saveVertical, ({ prospect_id, name, id }) => {
      if (
        verticals.some(
          (vertical) =>
            vertical.prospect_id === prospect_id && vertical.id !== id && same(vertical.name, name),
        )
      )
        return taken(U.verticalUnique);
      const existing = verticals.find((vertical) => vertical.id === id);
      if (existing) {
        existing.name = name;
        return { body: { ...ok(U.verticalUpdated), underwriting: existing } };
      }
      nextId += 1;
      const created = { id: nextId, prospect_id, name, is_documents: false, tasks: [] };
      verticals.push(created);
      return { body: { ...ok(U.verticalCreated), underwriting: created } };
    }),
    'underwriting/vertical/delete': answering(e.deleteVertical, ({ id }) => {
      verticals.splice(
        verticals.findIndex((vertical) => vertical.id === id),
        1,
      );
      return { body: ok(U.verticalDeleted) };
    }),
    'underwriting/task/add': answering(e.addTask, ({ under_writing_id, title, mandatory, status }) => {
      const vertical = verticals.find((one) => one.id === under_writing_id);
      if (!vertical) return { status: 404, body: { status: false, message: 'Not found' } };
      if (vertical.tasks.some((task) => same(task.title, title))) return taken(U.taskUnique);
      nextId += 1;
      const task = { id: nextId, under_writing_id, title, mandatory, status };
      vertical.tasks.push(task);
      return { body: { ...ok(U.taskCreated), task } };
    }),
    'underwriting/task/update': answering(e.updateTask, ({ id, title, status }) => {
      const task = taskOf(id);
      if (!task) return { status: 404, body: { status: false, message: 'Not found' } };
      Object.assign(task, title === undefined ? {} : { title }, status === undefined ? {} : { status });
      return { body: { ...ok(U.taskUpdated), task } };
    }),
    'underwriting/task/delete': answering(e.deleteTask, ({ id }) => {
      for (const vertical of verticals) vertical.tasks = vertical.tasks.filter((task) => task.id !== id);
      return { body: ok(U.taskDeleted) };
    }),
  };
}
