import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { nextSort, perPageOf, useTableQuery } from '../../../src/web/kit/useTableQuery';

describe('useTableQuery', () => {
  it('starts on page 1 with 10 rows and no sort', () => {
    const { result } = renderHook(() => useTableQuery());
    expect(result.current.request).toEqual({ page: 1, per_page: 10, search_text: '' });
  });

  it('cycles the sort asc -> desc -> none, and restarts at asc on another column', () => {
    const { result } = renderHook(() => useTableQuery());
    act(() => result.current.cycleSort('invoice_no'));
    expect(result.current.request).toMatchObject({ sort_by: 'invoice_no', sort_desc: false });
    act(() => result.current.cycleSort('invoice_no'));
    expect(result.current.request).toMatchObject({ sort_by: 'invoice_no', sort_desc: true });
    act(() => result.current.cycleSort('invoice_no'));
    expect(result.current.request).toEqual({ page: 1, per_page: 10, search_text: '' });
    act(() => result.current.cycleSort('invoice_no'));
    act(() => result.current.cycleSort('amount'));
    expect(result.current.request).toMatchObject({ sort_by: 'amount', sort_desc: false });
    expect(nextSort({ sortBy: 'a', desc: true }, 'a')).toBeNull();
  });

  it('sends per_page 0 for All and returns to page 1 when what matches changes', () => {
    const { result } = renderHook(() => useTableQuery({ withIncludeToggle: true }));
    act(() => result.current.setPage(3));
    expect(result.current.request.page).toBe(3);
    act(() => result.current.setPageSize('All'));
    expect(result.current.request).toMatchObject({ page: 1, per_page: 0 });
    act(() => result.current.setPage(2));
    act(() => result.current.setSearchText('acme'));
    expect(result.current.request).toMatchObject({ page: 1, search_text: 'acme' });
    act(() => result.current.setPage(2));
    act(() => result.current.setIncludeAll(true));
    expect(result.current.request).toMatchObject({ page: 1, show_all: true });
    expect(perPageOf(50)).toBe(50);
  });

  it('only sends show_all for lists with the include toggle', () => {
    const { result } = renderHook(() => useTableQuery());
    expect(result.current.request).not.toHaveProperty('show_all');
  });

  it('keeps the same request object while nothing changes (no refetch loops)', () => {
    const { result, rerender } = renderHook(() => useTableQuery());
    const first = result.current.request;
    rerender();
    expect(result.current.request).toBe(first);
  });

  it('takes the default visible columns from the column definitions', () => {
    const { result } = renderHook(() =>
      useTableQuery({ columns: [{ id: 'name' }, { id: 'fein', defaultVisible: false }, { id: 'city' }] }),
    );
    expect(result.current.visibleColumnIds).toEqual(['name', 'city']);
  });
});
