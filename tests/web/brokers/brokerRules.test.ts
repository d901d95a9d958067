import { describe, expect, it } from 'vitest';
import { brokerAgreementClauses } from '../../../src/shared/brokerAgreement';
import { dropdowns } from '../../../src/shared/dropdowns';
import { commissionFilter } from '../../../src/web/features/brokers/commissionFilter';
import { brokerIdFrom } from '../../../src/web/features/brokers/navigationState';
import { statusChoices } from '../../../src/web/features/brokers/statusChoices';
import { taxIdText } from '../../../src/web/features/brokers/taxIdText';

const statuses = dropdowns.broker_status;
const names = (from: number[]) => statusChoices(statuses, from).map((item) => item.name);

describe('the broker screens’ rules', () => {
  it('offers an Approved broker, or a selection holding one, only Inactive', () => {
    expect(names([])).toEqual(['Rejected', 'Pending', 'Approved', 'Inactive']);
    expect(names([1])).toEqual(['Rejected', 'Pending', 'Approved', 'Inactive']);
    expect(names([2])).toEqual(['Inactive']);
    expect(names([1, 2, 0])).toEqual(['Inactive']);
  });

  it('lets the commission through only in the 99.99 mask', () => {
    let value = '';
    for (const key of '123.456') value = commissionFilter(value + key, value);
    expect(value).toBe('12.45');
    expect(commissionFilter('2.5a', '2.5')).toBe('2.5');
    expect(commissionFilter('.5', '')).toBe('.5');
    expect(commissionFilter('1.2.3', '1.2')).toBe('1.2');
  });

  it('opens the broker named in the navigation state, else in ?id=, and nothing for a malformed id', () => {
    expect(brokerIdFrom({ id: 7 }, new URLSearchParams('id=9'))).toBe(7);
    expect(brokerIdFrom(null, new URLSearchParams('id=9'))).toBe(9);
    expect(brokerIdFrom({ id: '7' }, new URLSearchParams(''))).toBeNull();
    for (const bad of ['id=0', 'id=-3', 'id=4x', 'id=1e3', 'id=', 'id=9999999999']) {
      expect(brokerIdFrom(undefined, new URLSearchParams(bad))).toBeNull();
    }
  });

  it('shows a tax ID in the SSN mask, and a masked one as the server sent it', () => {
    expect(taxIdText('123456789')).toBe('123-45-6789');
    expect(taxIdText('*****6789')).toBe('*****6789');
  });

  it('holds 18 clauses with the spec’s notice periods', () => {
    expect(brokerAgreementClauses).toHaveLength(18);
    const text = brokerAgreementClauses.map((clause) => clause.text).join(' ');
    expect(text).toContain("15 days' written notice of termination");
    expect(text).toContain('notice of the dispute, describing it, within 15 days');
    expect(text).toContain('for 12 months after it ends');
  });
});
