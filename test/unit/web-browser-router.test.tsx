// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Link, useNavigate, useRoutes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppBrowserRouter, useNavigationPending } from '@/app/browser-router';
import type { AppRouter } from '@/app/router';

/**
 * The app's browser router (app/browser-router.tsx): what the data router did before and the
 * declarative routes do not: a navigation shows the new page only once `enter` has loaded it, with
 * the progress flag meanwhile; back restores the scroll position; a new page starts at the top
 * unless the navigation asked to keep it.
 */

function Pending() {
  return <p data-testid="pending">{String(useNavigationPending())}</p>;
}

function FilterButton() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate('/shop?sort=price', { preventScrollReset: true })}>
      filter
    </button>
  );
}

/** A router whose pages load when the test says so. */
function testRouter() {
  const waiting = new Map<string, () => void>();
  const Routes = () =>
    useRoutes([
      { path: '/', element: <Link to="/shop">to the shop</Link> },
      { path: '/shop', element: <><h1>Shop</h1><FilterButton /></> },
    ]);
  const router: AppRouter = {
    routes: [],
    enter: (location) => new Promise<void>((resolve) => waiting.set(location.pathname + location.search, resolve)),
  };
  /** The page at `url` has loaded (once the router has asked for it). */
  const finish = async (url: string) => {
    await vi.waitFor(() => expect(waiting.has(url)).toBe(true));
    await act(async () => waiting.get(url)!());
  };
  return { router, Routes, finish };
}

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
});

describe('the browser router', () => {
  it('keeps the page on screen while the next one loads, then shows it at the top; back restores the position', async () => {
    const { router, Routes, finish } = testRouter();
    render(
      <AppBrowserRouter router={router}>
        <Pending />
        <Routes />
      </AppBrowserRouter>,
    );
    window.scrollTo(0, 480);
    fireEvent.click(screen.getByRole('link', { name: 'to the shop' }));
    expect(screen.getByRole('link', { name: 'to the shop' })).toBeTruthy();
    expect(screen.getByTestId('pending').textContent).toBe('true');

    await finish('/shop');
    expect(screen.getByRole('heading', { name: 'Shop' })).toBeTruthy();
    expect(screen.getByTestId('pending').textContent).toBe('false');
    expect(window.scrollY).toBe(0);

    // A filter in the query string keeps the visitor where they were.
    window.scrollTo(0, 300);
    fireEvent.click(screen.getByRole('button', { name: 'filter' }));
    await finish('/shop?sort=price');
    expect(window.location.search).toBe('?sort=price');
    expect(window.scrollY).toBe(300);

    window.history.go(-2);
    await finish('/');
    expect(screen.getByRole('link', { name: 'to the shop' })).toBeTruthy();
    expect(window.scrollY).toBe(480);
  });
});
