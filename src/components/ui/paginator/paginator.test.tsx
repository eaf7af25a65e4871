import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Paginator } from './paginator';

function Harness({
  total,
  onPageSizeChange = vi.fn(),
}: {
  total: number;
  onPageSizeChange?: (s: number) => void;
}) {
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(10);
  return (
    <Paginator
      page={page}
      pageSize={size}
      total={total}
      onPageChange={setPage}
      onPageSizeChange={(s) => {
        onPageSizeChange(s);
        setSize(s);
        setPage(1);
      }}
    />
  );
}

describe('Paginator', () => {
  it('shows the range and pages forward and back, disabled at the ends', async () => {
    const user = userEvent.setup();
    render(<Harness total={23} />);
    const prev = screen.getByRole('button', { name: 'Previous page' }) as HTMLButtonElement;
    const next = screen.getByRole('button', { name: 'Next page' }) as HTMLButtonElement;
    expect(screen.getByRole('status').textContent).toBe('1–10 of 23');
    expect(prev.disabled).toBe(true);
    await user.click(next);
    expect(screen.getByRole('status').textContent).toBe('11–20 of 23');
    await user.click(next);
    expect(screen.getByRole('status').textContent).toBe('21–23 of 23');
    expect(next.disabled).toBe(true);
    await user.click(prev);
    expect(screen.getByRole('status').textContent).toBe('11–20 of 23');
  });

  it('changes the page size through the labelled select with 10, 25 and 50', async () => {
    const user = userEvent.setup();
    const onPageSizeChange = vi.fn();
    render(<Harness total={120} onPageSizeChange={onPageSizeChange} />);
    const select = screen.getByRole('combobox', { name: 'Rows per page:' });
    expect(Array.from((select as HTMLSelectElement).options).map((o) => o.value)).toEqual([
      '10',
      '25',
      '50',
    ]);
    await user.selectOptions(select, '25');
    expect(onPageSizeChange).toHaveBeenCalledWith(25);
    expect(screen.getByRole('status').textContent).toBe('1–25 of 120');
  });

  it("shows '0–0 of 0' with both buttons disabled when empty", () => {
    render(<Harness total={0} />);
    expect(screen.getByRole('status').textContent).toBe('0–0 of 0');
    expect(
      (screen.getByRole('button', { name: 'Previous page' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect((screen.getByRole('button', { name: 'Next page' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeTruthy();
  });
});
