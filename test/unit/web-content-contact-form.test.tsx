// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Toaster } from 'sonner';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ContactForm } from '@/features/content/components/contact-form';
import { jsonResponse } from '@/testing/fixtures';
import { renderWithProviders, setupWebTest } from '@/testing/test-utils';

/** The contact form: the shared schema's messages under the fields, a real POST, toasts. */

function renderForm(variant: 'full' | 'compact' = 'full') {
  return renderWithProviders(
    <>
      <ContactForm label="Formularz kontaktowy" variant={variant} />
      <Toaster />
    </>,
  );
}

const field = (name: RegExp) => screen.getByLabelText(name);
const type = (name: RegExp, value: string) => fireEvent.change(field(name), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: /Wyślij wiadomość/ }));

function fillValid() {
  type(/Imię i nazwisko/, 'Jan Kowalski');
  type(/^E-mail/, 'jan@example.com');
  type(/Telefon/, '+48 600 700 800');
  type(/Temat/, 'Siodło do Sportstera');
  type(/Wiadomość/, 'Czy siodło pasuje do Sportstera 2010?');
  fireEvent.click(screen.getByRole('checkbox'));
}

beforeAll(() => setupWebTest('pl'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('contact form', () => {
  it('shows the required-field messages under the fields and sends nothing', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderForm();
    submit();

    const name = field(/Imię i nazwisko/);
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    const errorOf = (input: HTMLElement) => document.getElementById(input.getAttribute('aria-describedby')!.split(' ').pop()!)?.textContent;
    expect(errorOf(name)).toBe('To pole jest wymagane');
    expect(errorOf(field(/^E-mail/))).toBe('Podaj adres e-mail');
    expect(errorOf(field(/Wiadomość/))).toBe('To pole jest wymagane');
    expect(screen.getByText('Zaznacz zgodę, abyśmy mogli odpowiedzieć na wiadomość')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'polityką prywatności' }).getAttribute('href')).toBe('/privacy-policy');
    // Optional fields stay valid when empty.
    expect(field(/Telefon/).getAttribute('aria-invalid')).not.toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('rejects a malformed e-mail and phone with their own messages', async () => {
    vi.stubGlobal('fetch', vi.fn());
    renderForm();
    fillValid();
    type(/^E-mail/, 'jan@');
    type(/Telefon/, 'abc');
    submit();
    expect(await screen.findByText('Wprowadź poprawny adres e-mail')).toBeTruthy();
    expect(screen.getByText('Wprowadź poprawny numer telefonu')).toBeTruthy();
  });

  it('posts the message to /api/contact, confirms with a toast and clears the form', async () => {
    const fetchMock = vi.fn(async () => jsonResponse({ id: 'm1', createdAt: '2026-01-01T00:00:00.000Z' }, 201));
    vi.stubGlobal('fetch', fetchMock);
    renderForm();
    fillValid();
    submit();

    expect(await screen.findByText('Dziękujemy! Wiadomość została wysłana – odpowiemy w ciągu 24 godzin.')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/contact');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({
      name: 'Jan Kowalski',
      email: 'jan@example.com',
      phone: '+48 600 700 800',
      subject: 'Siodło do Sportstera',
      message: 'Czy siodło pasuje do Sportstera 2010?',
      consent: true,
    });
    await waitFor(() => expect((field(/Imię i nazwisko/) as HTMLInputElement).value).toBe(''));
    expect((screen.getByRole('checkbox') as HTMLInputElement).checked).toBe(false);
  });

  it("puts the API's field errors under the fields", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ error: { code: 'invalid_request', message: 'Invalid', fields: { email: 'validation.emailInvalid' } } }, 400)),
    );
    renderForm();
    fillValid();
    submit();
    expect(await screen.findByText('Wprowadź poprawny adres e-mail')).toBeTruthy();
    expect(await screen.findByText('Popraw zaznaczone pola formularza.')).toBeTruthy();
  });

  it('says so in a toast when the message cannot be sent, keeping what was typed', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse({ error: { code: 'internal', message: 'down' } }, 500)));
    renderForm('compact');
    expect(screen.queryByLabelText(/Temat/)).toBeNull();
    type(/Imię i nazwisko/, 'Jan Kowalski');
    type(/^E-mail/, 'jan@example.com');
    type(/Wiadomość/, 'Halo');
    fireEvent.click(screen.getByRole('checkbox'));
    submit();
    const toast = await screen.findByText('Nie udało się wysłać wiadomości. Spróbuj ponownie albo zadzwoń do nas.');
    expect(within(toast.closest('li')!).getByText(/Nie udało się/)).toBeTruthy();
    expect((field(/Imię i nazwisko/) as HTMLInputElement).value).toBe('Jan Kowalski');
  });
});
