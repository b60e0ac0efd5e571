// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SearchCombobox } from '@/features/catalog/components/search-suggest/search-combobox';
import { buildProduct, jsonResponse } from '@/testing/fixtures';
import { renderWithProviders, setupWebTest } from '@/testing/test-utils';

/** The suggestions box: the combobox and listbox of WAI-ARIA, driven by the keyboard, its count announced. */
beforeAll(async () => {
  await setupWebTest('pl');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const asked: string[] = [];
function stubSuggestions() {
  asked.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname !== '/api/catalog/suggestions') return jsonResponse({ error: { code: 'not_found', message: 'nope' } }, 404);
      asked.push(url.searchParams.get('q')!);
      const card = (id: number, name: string) => {
        const { id: _, name: __, ...rest } = buildProduct({ id, name });
        return { id, name, ...rest };
      };
      return jsonResponse({ products: [card(7, 'Klocki ceramiczne Sportster'), card(8, 'Klocki hamulcowe spiekane')], categories: [{ category: 'brakes', subcategory: 'brake-pads', count: 2 }] });
    }),
  );
}

describe('SearchCombobox', () => {
  it('lists products and categories as options, moves with the arrows and announces the count', async () => {
    // Prepare
    stubSuggestions();
    renderWithProviders(<SearchCombobox id="q" placeholder="Szukaj" />);
    const box = screen.getByRole('combobox');

    // Act
    fireEvent.focus(box);
    fireEvent.change(box, { target: { value: 'klo' } });

    // Assess
    const list = await screen.findByRole('listbox', { name: 'Podpowiedzi wyszukiwania' });
    await waitFor(() => expect(box.getAttribute('aria-expanded')).toBe('true'));
    expect(asked).toEqual(['klo']);
    expect(within(list).getAllByRole('option').map((o) => o.textContent)).toEqual([
      expect.stringContaining('Klocki ceramiczne Sportster'),
      expect.stringContaining('Klocki hamulcowe spiekane'),
      'Klocki hamulcowe · Układ hamulcowy2',
    ]);
    expect(screen.getByRole('status').textContent).toBe('3 podpowiedzi. Wybierz strzałkami w górę i w dół.');

    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    const second = within(list).getAllByRole('option')[1]!;
    expect(second.getAttribute('aria-selected')).toBe('true');
    expect(box.getAttribute('aria-activedescendant')).toBe(second.id);
    fireEvent.keyDown(box, { key: 'ArrowUp' });
    fireEvent.keyDown(box, { key: 'ArrowUp' });
    expect(box.getAttribute('aria-activedescendant')).toBe(within(list).getAllByRole('option')[2]!.id);

    fireEvent.keyDown(box, { key: 'Escape' });
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(box.hasAttribute('aria-activedescendant')).toBe(false);
  });

  it('asks nothing for a single letter', async () => {
    stubSuggestions();
    renderWithProviders(<SearchCombobox id="q" placeholder="Szukaj" />);
    const box = screen.getByRole('combobox');
    fireEvent.change(box, { target: { value: 'k' } });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(asked).toEqual([]);
    expect(box.getAttribute('aria-expanded')).toBe('false');
  });
});
