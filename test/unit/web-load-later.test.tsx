// @vitest-environment happy-dom
import type { UseQueryResult } from '@tanstack/react-query';
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProductListItems } from '@contracts/product';
import { ProductBlock } from '@/features/home/components/product-block';
import { whenInUse } from '@/first-load/when-in-use';
import { buildProduct } from '@/testing/fixtures';
import { renderWithProviders, setupWebTest } from '@/testing/test-utils';

/**
 * What the first view does not show waits: the home's product blocks draw their cards as the
 * visitor nears them, and warm-ups (cart drawer, toaster) wait until the page is in use.
 */

beforeAll(() => setupWebTest('pl'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('whenInUse', () => {
  beforeEach(() => vi.useFakeTimers());

  /** A browser's idle callback: here, 10 ms after it is asked for. */
  function stubIdleCallback() {
    const requestIdle = vi.fn((callback: IdleRequestCallback) => window.setTimeout(() => callback({ didTimeout: false, timeRemaining: () => 10 }), 10));
    vi.stubGlobal('requestIdleCallback', requestIdle);
    vi.stubGlobal('cancelIdleCallback', (id: number) => window.clearTimeout(id));
    return requestIdle;
  }

  it('runs the work once, when the browser is idle after the first interaction', () => {
    const requestIdle = stubIdleCallback();
    const work = vi.fn();
    whenInUse(work, 5000);
    vi.advanceTimersByTime(1000);
    expect(work).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('pointerdown'));
    // Not inside the visitor's gesture: at the next idle moment.
    expect(work).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('scroll'));
    vi.advanceTimersByTime(10);
    expect(work).toHaveBeenCalledTimes(1);
    expect(requestIdle).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('keydown'));
    vi.advanceTimersByTime(10_000);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('runs it after the quiet period when nobody interacts (also without idle callbacks)', () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    const work = vi.fn();
    whenInUse(work, 5000);
    vi.advanceTimersByTime(4999);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(2);
    expect(work).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('keydown'));
    vi.advanceTimersByTime(10_000);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('does nothing once cancelled (the component went away), even after the interaction', () => {
    stubIdleCallback();
    const work = vi.fn();
    const cancel = whenInUse(work, 5000);
    window.dispatchEvent(new Event('touchstart'));
    cancel();
    vi.advanceTimersByTime(10_000);
    expect(work).not.toHaveBeenCalled();
  });
});

/** An IntersectionObserver the test drives: `reach()` reports every observed element as near. */
function stubIntersectionObserver() {
  const observers: { callback: IntersectionObserverCallback; targets: Element[]; options?: IntersectionObserverInit }[] = [];
  class FakeObserver {
    private entry: (typeof observers)[number];
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      this.entry = { callback, targets: [], options };
      observers.push(this.entry);
    }
    observe(target: Element) {
      this.entry.targets.push(target);
    }
    disconnect() {
      this.entry.targets = [];
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  return {
    observers,
    reach() {
      for (const { callback, targets } of observers) {
        if (targets.length === 0) continue;
        const entries = targets.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry);
        callback(entries, {} as IntersectionObserver);
      }
    },
  };
}

function renderBlock() {
  const items = [buildProduct({ id: 1, name: 'Kierownica Ape Hanger' }), buildProduct({ id: 2, name: 'Siodło Solo' })];
  const query = { data: { items }, isError: false } as unknown as UseQueryResult<ProductListItems>;
  renderWithProviders(
    <ProductBlock
      id="bestsellers"
      title="Bestsellery"
      lead="Najczęściej kupowane"
      viewAll={{ to: '/shop', label: 'Zobacz cały sklep' }}
      query={query}
      renderProduct={(product) => <p>{product.name}</p>}
    />,
  );
}

describe('home product block', () => {
  it('shows its placeholder until the visitor nears it, then the cards', async () => {
    const io = stubIntersectionObserver();
    renderBlock();
    expect(screen.getByRole('status').textContent).toContain('Ładowanie produktów');
    expect(screen.queryByText('Kierownica Ape Hanger')).toBeNull();
    // Watched with a margin, so the cards are ready before they scroll into view.
    expect(io.observers.at(-1)?.options?.rootMargin).toBe('600px 0px');
    await act(async () => io.reach());
    expect((await screen.findByText('Kierownica Ape Hanger')).textContent).toBe('Kierownica Ape Hanger');
    expect(screen.getByText('Siodło Solo').textContent).toBe('Siodło Solo');
  });

  it('shows the cards at once where the browser cannot tell (no IntersectionObserver)', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    renderBlock();
    expect((await screen.findByText('Kierownica Ape Hanger')).textContent).toBe('Kierownica Ape Hanger');
  });
});

describe('useDrawInBatches', () => {
  let freshCleanup: (() => void) | undefined;
  afterEach(() => {
    freshCleanup?.();
    vi.restoreAllMocks();
  });

  /** Fresh copies of the hook's module (its "first list" is per document) and of the renderer. */
  async function fresh() {
    vi.resetModules();
    const testingLibrary = await import('@testing-library/react');
    freshCleanup = testingLibrary.cleanup;
    const { useDrawInBatches } = await import('@/first-load/use-draw-in-batches');
    function List({ count, name }: { count: number; name: string }) {
      const drawn = useDrawInBatches(count, 2);
      return (
        <ul aria-label={name}>
          {Array.from({ length: drawn }, (_, i) => (
            <li key={i}>{i}</li>
          ))}
        </ul>
      );
    }
    return { List, render: testingLibrary.render };
  }
  const items = (name: string) => screen.getByRole('list', { name }).children.length;

  it("draws the document's first list a batch per frame; then new results in it, and other lists, at once", async () => {
    const { List, render } = await fresh();
    const frames = vi.spyOn(window, 'requestAnimationFrame');
    const first = render(<List count={7} name="first" />);
    expect(items('first')).toBe(2);
    await vi.waitFor(() => expect(items('first')).toBe(7));
    // 2 → 4 → 6 → 7: one frame per further batch.
    expect(frames).toHaveBeenCalledTimes(3);

    first.rerender(<List count={12} name="first" />);
    expect(items('first')).toBe(12);
    render(<List count={7} name="second" />);
    expect(items('second')).toBe(7);
  });

  it('draws a second list at once even while the first is still coming in batches', async () => {
    const { List, render } = await fresh();
    render(<List count={12} name="first" />);
    render(<List count={5} name="second" />);
    expect(items('first')).toBe(2);
    expect(items('second')).toBe(5);
  });

  it('draws everything in the prerender: the markup a page is hydrated from holds every item', async () => {
    const { List } = await fresh();
    const { renderToString } = await import('react-dom/server');
    expect(renderToString(<List count={5} name="prerendered" />).match(/<li>/g)).toHaveLength(5);
  });
});
