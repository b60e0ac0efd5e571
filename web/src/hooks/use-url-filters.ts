import { useSearchParams } from 'react-router-dom';

/**
 * A list's filters kept in the URL's query, so a filtered view can be reloaded, shared and
 * navigated back to. Changing a filter replaces the history entry and goes back to the first
 * page; turning a page adds an entry, so Back returns to the previous page. A page is either a
 * number (`page`) or an API's opaque cursor (`cursor`): the list uses whichever its API pages by.
 */
export function useUrlFilters<Name extends string>(names: readonly Name[]) {
  const [search, setSearch] = useSearchParams();
  const values = Object.fromEntries(names.map((name) => [name, search.get(name) ?? ''])) as Record<Name, string>;
  const pageNumber = Number(search.get('page'));

  function set(changes: Record<string, string>, { newEntry = false } = {}) {
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        if (!('page' in changes) && !('cursor' in changes)) {
          next.delete('page');
          next.delete('cursor');
        }
        for (const [name, value] of Object.entries(changes)) {
          if (value) next.set(name, value);
          else next.delete(name);
        }
        return next;
      },
      { replace: !newEntry },
    );
  }

  return {
    values,
    hasFilters: names.some((name) => values[name] !== ''),
    page: Number.isInteger(pageNumber) && pageNumber > 0 ? pageNumber : 1,
    cursor: search.get('cursor') ?? undefined,
    /** Sets one filter (empty removes it) and goes back to the first page. */
    setFilter: (name: Name, value: string) => set({ [name]: value }),
    setPage: (page: number) => set({ page: page > 1 ? String(page) : '' }, { newEntry: true }),
    /** The cursor of the page to show, and the page's number when the API counts them. */
    setCursor: (cursor: string | undefined, page?: number) => set({ cursor: cursor ?? '', page: page && page > 1 ? String(page) : '' }, { newEntry: true }),
    clear: () => setSearch(new URLSearchParams(), { replace: true }),
  };
}

/** A value the URL holds only when it is one of `allowed` (an unknown status is no filter). */
export function oneOf<T extends string>(value: string, allowed: readonly T[]): T | undefined {
  return (allowed as readonly string[]).includes(value) ? (value as T) : undefined;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A yyyy-mm-dd date from the URL, or nothing. */
export function isoDate(value: string): string | undefined {
  return DATE.test(value) ? value : undefined;
}
