// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Carousel, CAROUSEL_DRAG_FACTOR, CAROUSEL_SCROLL_STEP } from '@/features/home/components/carousel';
import { renderWithProviders, setupWebTest } from '@/testing/test-utils';

/** The home carousel: arrow buttons scroll 280 px and are disabled at the ends; drag 1.5×. */

function renderCarousel(onCardClick = vi.fn()) {
  renderWithProviders(
    <Carousel label="Bestsellery: przewijana lista produktów">
      {Array.from({ length: 6 }, (_, i) => (
        <button key={i} type="button" onClick={onCardClick}>
          Produkt {i + 1}
        </button>
      ))}
    </Carousel>,
  );
  const track = screen.getByRole('list', { name: 'Bestsellery: przewijana lista produktów' });
  // happy-dom has no layout: give the track the geometry of six 280 px cards in a 600 px box.
  Object.defineProperty(track, 'clientWidth', { configurable: true, value: 600 });
  Object.defineProperty(track, 'scrollWidth', { configurable: true, value: 6 * 296 });
  const scrollBy = vi.fn((options: ScrollToOptions) => {
    track.scrollLeft += options.left ?? 0;
    fireEvent.scroll(track);
  });
  track.scrollBy = scrollBy as unknown as typeof track.scrollBy;
  fireEvent.scroll(track);
  return { track, scrollBy, onCardClick };
}

const previous = () => screen.getByRole('button', { name: 'Przewiń w lewo' }) as HTMLButtonElement;
const next = () => screen.getByRole('button', { name: 'Przewiń w prawo' }) as HTMLButtonElement;

beforeAll(() => setupWebTest('pl'));
afterEach(cleanup);

describe('carousel', () => {
  it('scrolls 280 px per arrow click and disables the arrow at each end', () => {
    const { track, scrollBy } = renderCarousel();
    expect(CAROUSEL_SCROLL_STEP).toBe(280);
    expect(previous().disabled).toBe(true);
    expect(next().disabled).toBe(false);

    fireEvent.click(next());
    expect(scrollBy).toHaveBeenLastCalledWith(expect.objectContaining({ left: 280 }));
    expect(previous().disabled).toBe(false);

    fireEvent.click(previous());
    expect(scrollBy).toHaveBeenLastCalledWith(expect.objectContaining({ left: -280 }));
    expect(previous().disabled).toBe(true);

    track.scrollLeft = track.scrollWidth - track.clientWidth;
    fireEvent.scroll(track);
    expect(next().disabled).toBe(true);
  });

  it('is focusable, so the keyboard can scroll it', () => {
    const { track } = renderCarousel();
    expect(track.tabIndex).toBe(0);
  });

  it('drags at 1.5× the pointer and swallows the click that ends a drag', () => {
    const { track, onCardClick } = renderCarousel();
    track.scrollLeft = 300;
    fireEvent.pointerDown(track, { pointerType: 'mouse', button: 0, clientX: 500 });
    fireEvent.pointerMove(track, { pointerType: 'mouse', clientX: 400 });
    expect(track.scrollLeft).toBe(300 + 100 * CAROUSEL_DRAG_FACTOR);
    fireEvent.pointerUp(track, { pointerType: 'mouse', clientX: 400 });
    fireEvent.click(screen.getByRole('button', { name: 'Produkt 2' }));
    expect(onCardClick).not.toHaveBeenCalled();

    // A plain click (no drag) still reaches the card.
    fireEvent.pointerDown(track, { pointerType: 'mouse', button: 0, clientX: 200 });
    fireEvent.pointerUp(track, { pointerType: 'mouse', clientX: 201 });
    fireEvent.click(screen.getByRole('button', { name: 'Produkt 2' }));
    expect(onCardClick).toHaveBeenCalledTimes(1);
  });
});
