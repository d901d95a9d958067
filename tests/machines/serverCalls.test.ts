import { describe, expect, it } from 'vitest';
import {
  failedCall,
  failedCallToast,
  failureMessage,
  noFailure,
  placeholdersFor,
} from '../../machines/shared/serverCalls';
import { messages } from '../../src/shared/messages';

describe('a failed call, as every workflow machine keeps it', () => {
  it("keeps the server's message", () => {
    expect(failedCall({ failure: 'save', error: new Error('Duplicate FEIN') })).toEqual({
      failure: 'save',
      error: 'Duplicate FEIN',
    });
    expect(failedCall({ failure: 'load', error: 'Gone' })).toEqual({ failure: 'load', error: 'Gone' });
  });

  it('falls back to the server error for a load and the generic failure for any other call', () => {
    expect(failedCall({ failure: 'load', error: undefined }).error).toBe(messages.generic.serverError);
    expect(failedCall({ failure: 'delete', error: { message: '' } }).error).toBe(messages.generic.failure);
    expect(failureMessage(42, 'fallback')).toBe('fallback');
  });

  it('titles its toast by the call that failed, and has none once forgotten', () => {
    const titles = { load: 'Fetch Failed', post: 'Error' };
    expect(failedCallToast({ failure: 'post', error: 'No' }, titles)).toEqual({
      title: 'Error',
      message: 'No',
    });
    expect(failedCallToast(noFailure, titles)).toBeNull();
  });

  it('names the workflow and the actor a screen forgot to provide', async () => {
    await expect(placeholdersFor('payment posting')('postPayment')()).rejects.toThrow(
      'payment posting: provide a postPayment actor',
    );
  });
});
