import { z } from 'zod';
import { lookupPageSizes } from '../constants';
import {
  TaskFormSchema,
  TaskStatusSchema,
  TaskTitleSchema,
  VerticalTitleSchema,
} from '../validation/underwriting';
import {
  answerWith,
  choicePageFields,
  defineEndpoint,
  FlagSchema,
  IdSchema,
  idRequest,
  MessageAnswerSchema,
  messageAnswerWith,
  pageOf,
} from './endpoint';
import { ClientChoiceSchema } from './invoiceLookups';

/**
 * The underwriting checklist of /clientchecklist (spec part 3 §2, §4, §5 Underwriting, §7): a
 * client's verticals, each holding tasks that are checked or not. The 'Underwriting Documents'
 * vertical (is_documents), made at promotion from the documents checklist, cannot be changed.
 */

export const UnderwritingTaskSchema = z.object({
  id: z.number().int(),
  under_writing_id: z.number().int(),
  title: z.string(),
  status: z.number().int(),
  mandatory: z.boolean(),
});
export type UnderwritingTask = z.infer<typeof UnderwritingTaskSchema>;

export const UnderwritingVerticalSchema = z.object({
  id: z.number().int(),
  prospect_id: z.number().int(),
  name: z.string(),
  is_documents: z.boolean(),
  tasks: z.array(UnderwritingTaskSchema),
});
export type UnderwritingVertical = z.infer<typeof UnderwritingVerticalSchema>;

export const underwritingEndpoints = {
  clients: defineEndpoint({
    path: 'underwriting/clients',
    tag: 'underwriting',
    summary: "The checklist's client dropdown: live clients by business name (a client user: its own)",
    access: { all: ['view_underwriting'] },
    request: z.strictObject(choicePageFields(lookupPageSizes.clientDropdown, lookupPageSizes.clientDropdown)),
    response: answerWith({ prospects: pageOf(ClientChoiceSchema) }),
  }),
  fetch: defineEndpoint({
    path: 'underwriting/fetch',
    tag: 'underwriting',
    summary: "A client's verticals with their tasks, oldest first",
    access: { all: ['view_underwriting'] },
    request: idRequest('prospect_id'),
    response: answerWith({ underwritings: z.array(UnderwritingVerticalSchema) }),
  }),
  saveVertical: defineEndpoint({
    path: 'underwriting/vertical/save',
    tag: 'underwriting',
    summary:
      'Create a vertical (add_vertical) or, with id, rename it (edit_vertical); titles are unique within ' +
      'the client whatever their case',
    access: { all: ['view_underwriting'], any: ['add_vertical', 'edit_vertical'] },
    request: z.strictObject({ prospect_id: IdSchema, name: VerticalTitleSchema, id: IdSchema.optional() }),
    response: messageAnswerWith({ underwriting: UnderwritingVerticalSchema }),
  }),
  deleteVertical: defineEndpoint({
    path: 'underwriting/vertical/delete',
    tag: 'underwriting',
    summary: 'Delete a vertical with all of its tasks',
    access: { all: ['view_underwriting', 'delete_vertical'] },
    request: idRequest('id'),
    response: MessageAnswerSchema,
  }),
  addTask: defineEndpoint({
    path: 'underwriting/task/add',
    tag: 'underwriting',
    summary: 'Add a task to a vertical; titles are unique within the vertical whatever their case',
    access: { all: ['view_underwriting', 'add_task'] },
    request: TaskFormSchema.extend({
      under_writing_id: IdSchema,
      mandatory: FlagSchema.default(false),
      status: TaskStatusSchema.default(0),
    }),
    response: messageAnswerWith({ task: UnderwritingTaskSchema }),
  }),
  updateTask: defineEndpoint({
    path: 'underwriting/task/update',
    tag: 'underwriting',
    summary: "Rename a task or check/uncheck it (edit_task); the checklist's last check notifies",
    access: { all: ['view_underwriting', 'edit_task'] },
    /** One of title and status at least (the server answers 400 without either). */
    request: z.strictObject({
      id: IdSchema,
      title: TaskTitleSchema.optional(),
      status: TaskStatusSchema.optional(),
    }),
    response: messageAnswerWith({ task: UnderwritingTaskSchema }),
  }),
  deleteTask: defineEndpoint({
    path: 'underwriting/task/delete',
    tag: 'underwriting',
    summary: 'Delete a task',
    access: { all: ['view_underwriting', 'delete_task'] },
    request: idRequest('id'),
    response: MessageAnswerSchema,
  }),
};
