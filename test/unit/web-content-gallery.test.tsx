// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Gallery } from '@/features/content/components/gallery/gallery';
import { renderWithProviders, setupWebTest } from '@/testing/test-utils';

/** The gallery: filters, paging with "load more", and the full-screen viewer. */

const thumbnails = () => screen.getAllByRole('button', { name: /^Powiększ zdjęcie:/ });
const viewer = () => document.querySelector('dialog')!;

beforeAll(() => setupWebTest('pl'));
afterEach(cleanup);

describe('gallery', () => {
  it('shows 8 photos first and the other 4 after "load more"', () => {
    renderWithProviders(<Gallery />);
    expect(thumbnails()).toHaveLength(8);
    expect(screen.getByRole('status').textContent).toBe('Wyświetlono 8 z 12 zdjęć');
    fireEvent.click(screen.getByRole('button', { name: 'Pokaż więcej zdjęć' }));
    expect(thumbnails()).toHaveLength(12);
    expect(screen.queryByRole('button', { name: 'Pokaż więcej zdjęć' })).toBeNull();
  });

  it('filters by category and marks the chosen filter', () => {
    renderWithProviders(<Gallery />);
    const filters = screen.getByRole('group', { name: 'Filtruj zdjęcia' });
    fireEvent.click(within(filters).getByRole('button', { name: 'Części' }));
    expect(within(filters).getByRole('button', { name: 'Części' }).getAttribute('aria-pressed')).toBe('true');
    expect(within(filters).getByRole('button', { name: 'Wszystkie' }).getAttribute('aria-pressed')).toBe('false');
    expect(thumbnails().map((b) => b.getAttribute('aria-label'))).toEqual([
      'Powiększ zdjęcie: Silnik V-twin z chromowanymi pokrywami na stojaku montażowym',
      'Powiększ zdjęcie: Para chromowanych rur wydechowych ułożonych na stole warsztatowym',
      'Powiększ zdjęcie: Szprychowe koło 21 cali z polerowaną piastą',
    ]);
    expect(screen.queryByRole('button', { name: 'Pokaż więcej zdjęć' })).toBeNull();
  });

  it('opens the viewer on a photo, steps with the arrows and closes with Escape', () => {
    renderWithProviders(<Gallery />);
    const second = thumbnails()[1]!;
    second.focus();
    fireEvent.click(second);

    const dialog = viewer();
    expect(dialog.open).toBe(true);
    expect(within(dialog).getByRole('img').getAttribute('alt')).toBe('Silnik V-twin z chromowanymi pokrywami na stojaku montażowym');
    expect(within(dialog).getByText('2 / 8')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Następne zdjęcie' }));
    expect(within(dialog).getByText('3 / 8')).toBeTruthy();
    fireEvent.keyDown(dialog, { key: 'ArrowLeft' });
    expect(within(dialog).getByText('2 / 8')).toBeTruthy();

    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(dialog.open).toBe(false);
    expect(within(dialog).queryByRole('img')).toBeNull();
  });

  it('closes the viewer with its close button', () => {
    renderWithProviders(<Gallery />);
    fireEvent.click(thumbnails()[0]!);
    const dialog = viewer();
    expect(dialog.open).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Zamknij podgląd' }));
    expect(dialog.open).toBe(false);
  });
});
