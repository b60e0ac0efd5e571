// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Table, type TableColumn } from '@/components/ui/table';

/** The kit's data table (components/ui/table.tsx): sorting by a header, selecting rows. */

interface Part {
  id: string;
  name: string;
  price: number;
}

const parts: Part[] = [
  { id: 'a', name: 'Łańcuch', price: 300 },
  { id: 'b', name: 'Lusterko', price: 1200 },
  { id: 'c', name: 'Siodło', price: 90 },
];

const columns: TableColumn<Part>[] = [
  { key: 'name', header: 'Nazwa', cell: (p) => p.name, sortValue: (p) => p.name, rowHeader: true },
  { key: 'price', header: 'Cena', cell: (p) => p.price, sortValue: (p) => p.price, numeric: true },
  { key: 'id', header: 'Kod', cell: (p) => p.id },
];

function names(): string[] {
  return screen.getAllByRole('rowheader').map((cell) => cell.textContent ?? '');
}

function SelectableParts() {
  const [selected, setSelected] = useState<Set<string>>(new Set());
  return (
    <>
      <p>wybrane: {[...selected].sort().join(',') || 'nic'}</p>
      <Table rows={parts} columns={columns} rowKey={(p) => p.id} label="Części" selection={{ selected, onChange: setSelected, rowLabel: (p) => `Zaznacz ${p.name}`, allLabel: 'Zaznacz wszystkie' }} />
    </>
  );
}

afterEach(cleanup);

describe('Table', () => {
  it('keeps the given order until a sortable header is pressed, then sorts by it, numbers by value and text the Polish way', () => {
    render(<Table rows={parts} columns={columns} rowKey={(p) => p.id} label="Części" />);
    expect(names()).toEqual(['Łańcuch', 'Lusterko', 'Siodło']);

    const price = screen.getByRole('button', { name: 'Cena' });
    fireEvent.click(price);
    expect(names()).toEqual(['Siodło', 'Łańcuch', 'Lusterko']);
    expect(screen.getByRole('columnheader', { name: 'Cena' }).getAttribute('aria-sort')).toBe('ascending');

    fireEvent.click(price);
    expect(names()).toEqual(['Lusterko', 'Łańcuch', 'Siodło']);
    expect(screen.getByRole('columnheader', { name: 'Cena' }).getAttribute('aria-sort')).toBe('descending');

    fireEvent.click(screen.getByRole('button', { name: 'Nazwa' }));
    // ł sorts after l in Polish: Lusterko before Łańcuch.
    expect(names()).toEqual(['Lusterko', 'Łańcuch', 'Siodło']);
    expect(screen.getByRole('columnheader', { name: 'Cena' }).hasAttribute('aria-sort')).toBe(false);
  });

  it('offers a sort button only on the columns that can be sorted (buttons: reachable with Tab, pressed with Enter or Space)', () => {
    render(<Table rows={parts} columns={columns} rowKey={(p) => p.id} label="Części" />);
    const table = screen.getByRole('table', { name: 'Części' });
    expect(within(table).getAllByRole('button').map((b) => b.textContent)).toEqual(['Nazwa', 'Cena']);
    expect(within(screen.getByRole('columnheader', { name: 'Kod' })).queryByRole('button')).toBeNull();
  });

  it('selects one row by its checkbox, and all or none from the header, which shows a partial selection as mixed', () => {
    render(<SelectableParts />);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Zaznacz Siodło' }));
    expect(screen.getByText('wybrane: c').textContent).toBe('wybrane: c');
    const all = screen.getByRole<HTMLInputElement>('checkbox', { name: 'Zaznacz wszystkie' });
    expect(all.indeterminate).toBe(true);
    expect(screen.getByRole('checkbox', { name: 'Zaznacz Siodło' }).closest('tr')?.getAttribute('aria-selected')).toBe('true');

    fireEvent.click(all);
    expect(screen.getByText('wybrane: a,b,c').textContent).toBe('wybrane: a,b,c');
    expect(all.checked).toBe(true);

    fireEvent.click(all);
    expect(screen.getByText('wybrane: nic').textContent).toBe('wybrane: nic');
  });
});
