/**
 * Buying as a company at checkout: whether the buyer asked for an invoice on a company, and the
 * company's details as typed (or filled from the VAT white list, or from a dealer's profile).
 * A small external store, so the company section (features/company) and the checkout that sends
 * it (features/cart today, the checkout page later) share it without importing each other.
 * Kept for the tab's session; zod-free: the section validates and records whether it is valid.
 */
import { useSyncExternalStore } from 'react';

export interface CheckoutCompanyState {
  asCompany: boolean;
  nip: string;
  name: string;
  address: string;
  /** Whether the section found the details complete and the NIP valid. */
  valid: boolean;
  /** Problems per field (`nip`, `name`, `address`): i18n keys, from the section or the API. */
  errors: Partial<Record<'nip' | 'name' | 'address', string>>;
  /** Set when a checkout was attempted with invalid details: the section shows every error. */
  showErrors: boolean;
}

const STORAGE_KEY = 'checkout-company';
const initial: CheckoutCompanyState = { asCompany: false, nip: '', name: '', address: '', valid: false, errors: {}, showErrors: false };

function load(): CheckoutCompanyState {
  try {
    const raw = typeof sessionStorage === 'undefined' ? null : sessionStorage.getItem(STORAGE_KEY);
    if (!raw) return initial;
    const saved = JSON.parse(raw) as Partial<CheckoutCompanyState>;
    return { ...initial, asCompany: !!saved.asCompany, nip: String(saved.nip ?? ''), name: String(saved.name ?? ''), address: String(saved.address ?? '') };
  } catch {
    return initial;
  }
}

let state: CheckoutCompanyState | undefined;
const listeners = new Set<() => void>();

export function getCheckoutCompany(): CheckoutCompanyState {
  state ??= load();
  return state;
}

export function setCheckoutCompany(change: Partial<CheckoutCompanyState>): void {
  state = { ...getCheckoutCompany(), ...change };
  try {
    const { asCompany, nip, name, address } = state;
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ asCompany, nip, name, address }));
  } catch {
    // private mode or storage full: the choice lasts until reload
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useCheckoutCompany(): CheckoutCompanyState {
  return useSyncExternalStore(subscribe, getCheckoutCompany, () => initial);
}

/** What checkout sends: the company when buying as one, else nothing. */
export function checkoutCompanyRequest(): { nip: string; name: string; address: string } | undefined {
  const s = getCheckoutCompany();
  return s.asCompany ? { nip: s.nip.trim(), name: s.name.trim(), address: s.address.trim() } : undefined;
}

/**
 * Before checkout: true when it may go on (not buying as a company, or the details are valid);
 * otherwise the section is asked to show its errors.
 */
export function checkoutCompanyReady(): boolean {
  const s = getCheckoutCompany();
  if (!s.asCompany || s.valid) return true;
  setCheckoutCompany({ showErrors: true });
  return false;
}

/** The API's field errors for the company (`company.nip` → `nip`), shown in the section. */
export function showCompanyErrorsFromApi(fields: Record<string, string>): boolean {
  const errors: CheckoutCompanyState['errors'] = {};
  for (const [field, key] of Object.entries(fields)) {
    const match = /^company\.(nip|name|address)$/.exec(field);
    if (match) errors[match[1] as 'nip' | 'name' | 'address'] = key;
  }
  if (!Object.keys(errors).length) return false;
  setCheckoutCompany({ errors, valid: false, showErrors: true });
  return true;
}
