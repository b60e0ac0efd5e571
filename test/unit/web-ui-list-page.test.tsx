// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ListPage, type ListPager, type ListQuery } from '@/components/ui/list-page';
import { setupWebTest } from '@/testing/test-utils';

/** The admin lists' page (components/ui/list-page.tsx): its states and its two kinds of pager. */

const loaded: ListQuery = { isPending: false, isError: false, isFetching: false, refetch: () => undefined };

function renderList(props: { query?: ListQuery; pager?: ListPager; isEmpty?: boolean }) {
  return render(
    <ListPage title="Zamówienia" query={props.query ?? loaded} loadingLabel="Ładowanie…" errorTitle="Nie udało się" retryLabel="Spróbuj ponownie" isEmpty={props.isEmpty ?? false} emptyTitle="Brak zamówień" pager={props.pager}>
      <p>wiersze</p>
    </ListPage>,
  );
}

beforeAll(() => setupWebTest('pl'));
afterEach(cleanup);

describe('ListPage', () => {
  it('pages by cursor: Previous / Next with "Strona X z Y", the missing direction disabled', () => {
    const onNext = vi.fn();
    renderList({ pager: { kind: 'cursor', onNext, page: 1, totalPages: 4 } });
    expect(screen.getByText('Strona 1 z 4')).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Poprzednia strona' }).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Następna strona' }));
    expect(onNext).toHaveBeenCalledTimes(1);
  });

  it('pages by number through the numbered pagination', () => {
    const onPage = vi.fn();
    renderList({ pager: { kind: 'pages', page: 2, totalPages: 3, onPage, label: 'Strony zamówień' } });
    fireEvent.click(screen.getByRole('button', { name: 'Strona 3' }));
    expect(onPage).toHaveBeenCalledWith(3);
  });

  it('shows the error with a retry that refetches, and the empty state instead of the rows', () => {
    const refetch = vi.fn();
    renderList({ query: { ...loaded, isError: true, refetch } });
    expect(screen.getByRole('alert').textContent).toContain('Nie udało się');
    fireEvent.click(screen.getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(refetch).toHaveBeenCalledTimes(1);
    cleanup();
    renderList({ isEmpty: true });
    expect(screen.getByRole('status').textContent).toContain('Brak zamówień');
    expect(screen.queryByText('wiersze')).toBeNull();
  });
});
