import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TablePager } from '../../../src/web/kit/TablePager';

function renderPager(onPageChange = vi.fn()) {
  const { container } = render(
    <TablePager
      page={1}
      lastPage={5}
      total={47}
      pageSize={10}
      rowCount={10}
      onPageChange={onPageChange}
      onPageSizeChange={vi.fn()}
    />,
  );
  return { footer: container.firstElementChild as HTMLElement, onPageChange };
}

describe('the pager’s page jump', () => {
  it('reads "Go to page" once, as the box’s label, beside one Go button (never "Go Go")', () => {
    const { footer } = renderPager();
    const box = within(footer).getByRole('textbox', { name: 'Go to page' });
    // A placeholder or a button inside a box this narrow shows only its first word: 'Go'.
    expect(box).not.toHaveAttribute('placeholder');
    expect(within(footer).getByText('Go to page').tagName).toBe('LABEL');
    const go = within(footer).getAllByRole('button', { name: 'Go' });
    expect(go).toHaveLength(1);
    expect(box.parentElement).not.toContainElement(go[0]!);
    expect(
      within(footer)
        .getAllByText(/\bGo\b/)
        .map((shown) => shown.textContent),
    ).toEqual(['Go to page', 'Go']);
  });

  it('goes to the typed page with the Go button', async () => {
    const { footer, onPageChange } = renderPager();
    await userEvent.type(within(footer).getByRole('textbox', { name: 'Go to page' }), '3');
    await userEvent.click(within(footer).getByRole('button', { name: 'Go' }));
    expect(onPageChange).toHaveBeenCalledWith(3);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
