import {
  businessNameSearchEndpoints as e,
  type BusinessNameSearch,
} from '../../src/shared/contract/businessNameSearch';
import { messages } from '../../src/shared/messages';
import type { FakeHandler } from '../shell/fakeApi';
import { answering, isFakeForm } from '../users/fakeServer';

export const prospectId = 12;

/** A saved search with its notes. */
export function savedSearch(id: number, name: string, notes: readonly string[]): BusinessNameSearch {
  return {
    id,
    prospect_id: prospectId,
    name,
    path: `business-name-searches/${prospectId}/Bn${String(id).padStart(11, '0')}${name}.pdf`,
    created_at: '2026-10-02T14:30:00.000Z',
    notes: notes.map((note, i) => ({ id: id * 10 + i, note, updated_at: '2026-10-02T14:30:00.000Z' })),
  };
}

/**
 * The tab's calls, answered from a list kept like the server keeps it; every body is first
 * checked against the contract (three notes, a long name: 400).
 */
export function searchHandlers(initial: readonly BusinessNameSearch[]): Record<string, FakeHandler> {
  let searches = [...initial];
  let nextId = 100;
  return {
    'business_name_search/attachments': answering(e.fetchSearches, () => ({
      body: { status: true, attachments: searches },
    })),
    'business_name_search/save': (raw) =>
      answering(e.saveSearch, ({ name, notes }) => {
        const file = isFakeForm(raw) ? raw.files.attachment : undefined;
        if (!file)
          return { status: 400, body: { status: false, message: messages.businessNameSearch.fileRequired } };
        searches = [savedSearch(nextId++, name, notes), ...searches];
        return { body: { status: true, message: messages.businessNameSearch.created } };
      })(raw),
    'business_name_search/note/edit': answering(e.editNote, ({ id, note }) => {
      const found = searches.some((s) => s.notes.some((n) => n.id === id));
      if (!found) return { status: 404, body: { status: false, message: messages.http.notFound } };
      searches = searches.map((s) => ({
        ...s,
        notes: s.notes.map((n) => (n.id === id ? { ...n, note } : n)),
      }));
      return { body: { status: true } };
    }),
    'business_name_search/attachment/blob': answering(e.viewAttachment, () => ({ body: '%PDF-1.4' })),
  };
}
