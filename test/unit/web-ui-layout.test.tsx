// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { IconTile } from '@/components/ui/icon-tile';
import { Cluster, Stack } from '@/components/ui/layout';

/** The kit's layout primitives and icon tile (components/ui): what a feature page relies on instead of its own CSS. */

afterEach(cleanup);

describe('Cluster', () => {
  it('renders the element a page asks for, with the form attributes it passes', () => {
    render(
      <Cluster as="form" aria-label="Szukaj" noValidate>
        <button type="submit">Zapisz</button>
      </Cluster>,
    );
    const form = screen.getByRole('form', { name: 'Szukaj' });
    expect(form.tagName).toBe('FORM');
    expect((form as HTMLFormElement).noValidate).toBe(true);
  });

  it('turns a spacing step, or a [rows, columns] pair, into the design tokens', () => {
    render(
      <>
        <Cluster data-testid="one" gap={2} />
        <Cluster data-testid="pair" gap={[1, 3]} />
        <Stack data-testid="stack" gap={6} />
      </>,
    );
    expect(screen.getByTestId('one').style.getPropertyValue('--cluster-gap')).toBe('var(--space-2)');
    expect(screen.getByTestId('pair').style.getPropertyValue('--cluster-gap')).toBe('var(--space-1) var(--space-3)');
    expect(screen.getByTestId('stack').style.getPropertyValue('--stack-gap')).toBe('var(--space-6)');
  });

  it('keeps the page’s own class beside the kit’s, and sets no gap it was not given', () => {
    render(<Cluster data-testid="own" spread className="cardFoot" />);
    const cluster = screen.getByTestId('own');
    expect(cluster.classList.contains('cardFoot')).toBe(true);
    expect(cluster.style.getPropertyValue('--cluster-gap')).toBe('');
  });
});

describe('IconTile', () => {
  it('is decorative: assistive tech skips it, the card heading names the card', () => {
    render(
      <div>
        <IconTile>
          <svg data-testid="icon" />
        </IconTile>
        <h3>Serwis</h3>
      </div>,
    );
    expect(screen.getByTestId('icon').parentElement?.getAttribute('aria-hidden')).toBe('true');
  });
});
