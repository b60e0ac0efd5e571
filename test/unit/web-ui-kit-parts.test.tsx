// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Toaster } from 'sonner';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DownloadButton } from '@/components/ui/download-button';
import { Fieldset } from '@/components/ui/fieldset';
import { ProgressBar } from '@/components/ui/progress-bar';
import { SectionPanel } from '@/components/ui/section-panel';
import { setSession } from '@/lib/auth';
import { jsonResponse } from '@/testing/fixtures';
import { setupWebTest } from '@/testing/test-utils';

/** The kit's named panels, field groups, progress bar and download button (components/ui), as a page uses them. */

beforeAll(async () => {
  await setupWebTest('pl');
  setSession({ status: 'signedOut' });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('SectionPanel', () => {
  it('is a region named by its heading, or a form named by it', () => {
    render(
      <>
        <SectionPanel title="Faktura">
          <p>FV/1/2026</p>
        </SectionPanel>
        <SectionPanel as="form" title="Nowy producent" noValidate>
          <button type="submit">Zapisz</button>
        </SectionPanel>
      </>,
    );
    const region = screen.getByRole('region', { name: 'Faktura' });
    expect(region.textContent).toContain('FV/1/2026');
    expect(screen.getByRole('heading', { level: 2, name: 'Faktura' })).toBeTruthy();
    const form = screen.getByRole('form', { name: 'Nowy producent' });
    expect((form as HTMLFormElement).noValidate).toBe(true);
  });
});

describe('Fieldset', () => {
  it('names its fields as one group by the legend, in each look', () => {
    render(
      <>
        <Fieldset legend="Numer przesyłki" look="framed">
          <input aria-label="Numer" />
        </Fieldset>
        <Fieldset legend="Paczkomaty" look="panel">
          <input aria-label="Cena A" />
        </Fieldset>
      </>,
    );
    expect(screen.getByRole('group', { name: 'Numer przesyłki' }).contains(screen.getByLabelText('Numer'))).toBe(true);
    expect(screen.getByRole('group', { name: 'Paczkomaty' }).contains(screen.getByLabelText('Cena A'))).toBe(true);
  });
});

describe('ProgressBar', () => {
  it('reads out its value in percent, kept within 0–100, with its words beside it', () => {
    render(
      <>
        <ProgressBar value={0.25} label="Postęp importu">
          25%
        </ProgressBar>
        <ProgressBar value={1.4} label="Wysyłanie" />
      </>,
    );
    expect(screen.getByRole('progressbar', { name: 'Postęp importu' }).getAttribute('value')).toBe('25');
    expect(screen.getByText('25%')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Wysyłanie' }).getAttribute('value')).toBe('100');
  });
});

describe('DownloadButton', () => {
  it('is disabled and says so while the file comes, so a second click does not fetch it twice', async () => {
    const fetchMock = vi.fn(() => new Promise<Response>(() => undefined));
    vi.stubGlobal('fetch', fetchMock);
    render(
      <DownloadButton file={{ path: '/dealer/price-list.pdf', accept: 'application/pdf', fallbackName: 'cennik.pdf' }} busyLabel="Przygotowuję PDF…" errorText="Nie udało się">
        Pobierz cennik (PDF)
      </DownloadButton>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Pobierz cennik (PDF)' }));
    const busy = await screen.findByRole<HTMLButtonElement>('button', { name: 'Przygotowuję PDF…' });
    expect(busy.disabled).toBe(true);
    expect(busy.getAttribute('aria-busy')).toBe('true');
    fireEvent.click(busy);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('says in a toast when the file could not be fetched, and can be clicked again', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse({ error: { code: 'internal', message: 'boom' } }, 500)));
    render(
      <>
        <DownloadButton file={{ path: '/admin/products/export', accept: 'text/csv', fallbackName: 'produkty.csv' }} errorText="Nie udało się wyeksportować produktów.">
          Eksportuj CSV
        </DownloadButton>
        <Toaster />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Eksportuj CSV' }));
    expect(await screen.findByText('Nie udało się wyeksportować produktów.')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Eksportuj CSV' }).disabled).toBe(false));
  });
});
