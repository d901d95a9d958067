import { describe, expect, it } from 'vitest';
import { progressOf, TaskTitleSchema, VerticalTitleSchema } from '../../src/shared/validation/underwriting';

describe('the underwriting checklist rules', () => {
  it('shows progress as checked tasks over all tasks, rounded', () => {
    expect(progressOf([])).toBe(0);
    expect(progressOf([{ status: 1 }, { status: 0 }, { status: 0 }])).toBe(33);
    expect(progressOf([{ status: 1 }, { status: 1 }, { status: 0 }])).toBe(67);
    expect(progressOf([{ status: 1 }])).toBe(100);
  });

  it('trims titles and bounds them at 35 (vertical) and 30 (task) characters', () => {
    expect(VerticalTitleSchema.parse('  Credit  ')).toBe('Credit');
    expect(VerticalTitleSchema.safeParse('x'.repeat(36)).success).toBe(false);
    expect(TaskTitleSchema.safeParse('x'.repeat(30)).success).toBe(true);
    expect(TaskTitleSchema.safeParse('x'.repeat(31)).success).toBe(false);
    expect(TaskTitleSchema.safeParse('   ').error?.issues[0]?.message).toBe('Task Title is required');
  });
});
