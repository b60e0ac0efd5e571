// @vitest-environment happy-dom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MeResponse } from '@contracts/account';
import { appRoutesAt } from '@/testing/app-routes';
import { PasswordStrength } from '@/features/account/components/password-strength';
import { setAccessTokenProvider } from '@/lib/api-client';
import { setSession } from '@/lib/auth';
import { jsonResponse } from '@/testing/fixtures';
import { createTestQueryClient, renderWithProviders, setupWebTest } from '@/testing/test-utils';

/** The password meter and the profile page's forms, the API answered by a stubbed fetch. */

const me: MeResponse = {
  userId: 'user-1',
  email: 'jan@example.com',
  fullName: 'Jan Kowalski',
  companyName: '',
  phone: '',
  address: 'ul. Długa 12, 30-001 Kraków',
  groups: [],
  isAdmin: false,
  isDealer: false,
  company: null,
};

let fetchMock: ReturnType<typeof vi.fn>;

function renderRoute(path: string) {
  const queryClient = createTestQueryClient();
  const { routes, router } = appRoutesAt(path, queryClient);
  render(
    <QueryClientProvider client={queryClient}>
      {routes}
    </QueryClientProvider>,
  );
  return router;
}

function signIn() {
  setSession({ status: 'signedIn', user: { userId: me.userId, email: me.email, name: me.fullName, groups: [], isAdmin: false, isDealer: false } });
}

beforeAll(() => setupWebTest('pl'));
beforeEach(() => {
  setAccessTokenProvider(async () => 'test-id-token');
  fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/me' && (!init?.method || init.method === 'GET')) return jsonResponse(me);
    if (url.pathname === '/api/me/profile' && init?.method === 'PUT') {
      const body = JSON.parse(String(init.body)) as Partial<MeResponse>;
      if (body.fullName === 'Server Says No') return jsonResponse({ error: { code: 'invalid_request', message: 'bad', fields: { phone: 'validation.phoneInvalid' } } }, 400);
      return jsonResponse({ ...me, ...body });
    }
    if (url.pathname === '/api/me/wishlist') return jsonResponse({ items: [] });
    return jsonResponse({ error: { code: 'not_found', message: 'nope' } }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setSession({ status: 'signedOut' });
});

describe('password strength meter (spec §2 Profile, §5)', () => {
  const cases: [string, number, string][] = [
    ['abc', 20, 'Słabe'],
    ['abcdefgh', 40, 'Średnie'],
    ['Abcdefgh', 60, 'Dobre'],
    ['Abcdefg1', 80, 'Silne'],
    ['Abcdefg1!', 100, 'Bardzo silne'],
  ];
  it.each(cases)('%s → %i %% %s', (password, percent, label) => {
    renderWithProviders(<PasswordStrength password={password} />);
    expect(screen.getByTestId('password-strength').textContent).toContain(label);
    expect(screen.getByTestId('password-strength-bar').style.width).toBe(`${percent}%`);
  });

  it('is hidden while the field is empty', () => {
    renderWithProviders(<PasswordStrength password="" />);
    expect(screen.queryByTestId('password-strength')).toBeNull();
  });

  it('lists which rules are met', () => {
    renderWithProviders(<PasswordStrength password="abcdefgh" />);
    const rules = screen.getByRole('list', { name: 'Wymagania hasła' });
    expect(rules.textContent).toContain('co najmniej 8 znaków – spełnione');
    expect(rules.textContent).toContain('wielka litera – niespełnione');
  });
});

describe('/profile', () => {
  it('asks a signed-out visitor to log in', async () => {
    renderRoute('/profile');
    expect(await screen.findByRole('heading', { name: 'Musisz być zalogowany' }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Zaloguj się' }).some((a) => a.getAttribute('href') === '/login')).toBe(true);
    expect(fetchMock).not.toHaveBeenCalledWith(expect.stringContaining('/api/me'), expect.anything());
  });

  it('fills the form from /api/me, shows the e-mail read-only, validates and saves', async () => {
    signIn();
    renderRoute('/profile');
    const fullName = await screen.findByLabelText('Imię i nazwisko', {}, { timeout: 10_000 });
    await waitFor(() => expect((fullName as HTMLInputElement).value).toBe('Jan Kowalski'));
    const email = screen.getByLabelText('E-mail');
    expect((email as HTMLInputElement).value).toBe('jan@example.com');
    expect(email.hasAttribute('readonly')).toBe(true);
    expect(screen.getByText('Email nie może być zmieniony')).toBeTruthy();

    fireEvent.change(fullName, { target: { value: ' J ' } });
    fireEvent.change(screen.getByLabelText(/^Telefon/), { target: { value: '12ab' } });
    fireEvent.change(screen.getByLabelText(/^Adres(?!y dostawy)/), { target: { value: 'krótki' } });
    fireEvent.click(screen.getByRole('button', { name: 'Zapisz zmiany' }));
    expect(await screen.findByText('Imię i nazwisko musi mieć co najmniej 2 znaki')).toBeTruthy();
    expect(screen.getByText('Wprowadź poprawny numer telefonu')).toBeTruthy();
    expect(screen.getByText('Adres musi mieć co najmniej 10 znaków')).toBeTruthy();
    expect(fullName.getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalledWith(expect.stringContaining('/api/me/profile'), expect.anything());

    fireEvent.change(fullName, { target: { value: 'Janina Nowak' } });
    fireEvent.change(screen.getByLabelText(/^Telefon/), { target: { value: '+48 600 100 200' } });
    fireEvent.change(screen.getByLabelText(/^Adres(?!y dostawy)/), { target: { value: 'ul. Długa 12, 30-001 Kraków' } });
    fireEvent.click(screen.getByRole('button', { name: 'Zapisz zmiany' }));
    expect(await screen.findByText('Profil został zaktualizowany pomyślnie!')).toBeTruthy();
    const put = fetchMock.mock.calls.find(([, init]) => (init as RequestInit | undefined)?.method === 'PUT');
    expect(JSON.parse(String((put![1] as RequestInit).body))).toEqual({ fullName: 'Janina Nowak', companyName: '', phone: '+48 600 100 200', address: 'ul. Długa 12, 30-001 Kraków', company: null });
    expect((put![1] as RequestInit).headers).toMatchObject({ authorization: 'Bearer test-id-token' });
  });

  it('puts the API’s field errors on their fields', async () => {
    signIn();
    renderRoute('/profile');
    const fullName = await screen.findByLabelText('Imię i nazwisko', {}, { timeout: 10_000 });
    await waitFor(() => expect((fullName as HTMLInputElement).value).toBe('Jan Kowalski'));
    fireEvent.change(fullName, { target: { value: 'Server Says No' } });
    fireEvent.click(screen.getByRole('button', { name: 'Zapisz zmiany' }));
    expect(await screen.findByText('Wprowadź poprawny numer telefonu')).toBeTruthy();
    expect(screen.queryByText('Profil został zaktualizowany pomyślnie!')).toBeNull();
  });

  it('checks the password form before asking Cognito', async () => {
    signIn();
    renderRoute('/profile');
    const button = await screen.findByRole('button', { name: 'Zmień hasło' }, { timeout: 10_000 });
    fireEvent.change(screen.getByLabelText('Nowe hasło'), { target: { value: 'abcdefgh1!' } });
    fireEvent.change(screen.getByLabelText('Potwierdź nowe hasło'), { target: { value: 'different' } });
    fireEvent.click(button);
    expect(await screen.findByText('Aktualne hasło jest wymagane')).toBeTruthy();
    expect(screen.getByText('Hasło musi mieć co najmniej jedną wielką literę')).toBeTruthy();
    expect(screen.getByText('Hasła nie są identyczne')).toBeTruthy();
    expect(screen.getByTestId('password-strength').textContent).toContain('Silne');
  });

  it('shows and hides a password with the toggle', async () => {
    signIn();
    renderRoute('/profile');
    const input = await screen.findByLabelText('Aktualne hasło', {}, { timeout: 10_000 });
    expect(input.getAttribute('type')).toBe('password');
    const [toggle] = screen.getAllByRole('button', { name: 'Pokaż hasło' });
    fireEvent.click(toggle!);
    expect(input.getAttribute('type')).toBe('text');
    expect(toggle!.getAttribute('aria-pressed')).toBe('true');
    expect(toggle!.getAttribute('aria-label')).toBe('Ukryj hasło');
  });
});

describe('/register', () => {
  it('shows the spec’s messages, the first failing password rule first', async () => {
    renderRoute('/register');
    fireEvent.click(await screen.findByRole('button', { name: 'Załóż konto' }, { timeout: 10_000 }));
    expect(await screen.findByText('Adres e-mail jest wymagany')).toBeTruthy();
    expect(screen.getByText('Imię i nazwisko jest wymagane')).toBeTruthy();
    expect(screen.getByText('Hasło jest wymagane')).toBeTruthy();
    expect(screen.getByText('Potwierdzenie hasła jest wymagane')).toBeTruthy();
    expect(screen.getByText('Adres jest wymagany')).toBeTruthy();
    expect(screen.getByText('Musisz zaakceptować regulamin i politykę prywatności')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Hasło'), { target: { value: 'abcdefgh' } });
    fireEvent.blur(screen.getByLabelText('Hasło'));
    expect(await screen.findByText('Hasło musi mieć co najmniej jedną wielką literę')).toBeTruthy();
  }, 20_000);
});
