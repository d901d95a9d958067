import { describe, expect, it } from 'vitest';
import { clientTabsFor } from '../../../src/web/features/client-profile/clientProfileTabs';
import { editClientState, editedClientId } from '../../../src/web/features/client-profile/editedClient';
import { userOf } from '../../../stories/shell/fixtures';

describe('the Edit Client page', () => {
  it('shows each tab to the holders of one of its rights, in order', () => {
    const ids = (rights: string[]) => clientTabsFor(new Set(rights)).map((tab) => tab.id);
    expect(ids(['client_profile'])).toEqual(['details']);
    expect(ids(['client_documents'])).toEqual(['documents', 'contractDocuments']);
    expect(ids(['client_notice_of_assignment', 'client_users'])).toEqual(['users', 'contractDocuments']);
    expect(ids(['view_client_profile'])).toEqual([]);
  });

  it("edits a client user's own company whatever the state says, and staff's opened client", () => {
    expect(editedClientId(userOf('client', { company_id: 7 }), editClientState(9))).toBe(7);
    expect(editedClientId(userOf('client', { company_id: null }), editClientState(9))).toBeNull();
    expect(editedClientId(userOf('admin'), editClientState(9))).toBe(9);
    expect(editedClientId(userOf('admin'), { id: 'x' })).toBeNull();
    expect(editedClientId(userOf('admin'), undefined)).toBeNull();
  });
});
