// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Fitment } from '@contracts/vehicles';
import { GarageSlotProvider } from '@/components/garage-slot';
import { FitmentBadge } from '@/features/garage/components/fitment-badge';
import { applyGarageChange } from '@/features/garage/api/change-my-garage';
import { GarageSync } from '@/features/garage/components/garage-sync';
import { chooseLocalBike, removeLocalBike } from '@/features/garage/garage-changes';
import { GARAGE_STORAGE_KEY, getLocalGarage, type KnownVehicle } from '@/features/garage/garage-store';
import { setAccessTokenProvider } from '@/lib/api-client';
import { setSession } from '@/lib/auth';
import { jsonResponse } from '@/testing/fixtures';
import { renderWithProviders, setupWebTest } from '@/testing/test-utils';

/** The product page's fitment badge for the bike in the visitor's garage, and the garage kept in the browser. */
const streetGlide: KnownVehicle = { id: 'flhx-2016', family: 'touring', model: 'FLHX', modelName: 'Street Glide', year: 2016, engine: 'tc103', engineFamily: 'twin-cam', label: 'Street Glide FLHX 2016' };
const touringTwinCam: Fitment = { universal: false, ranges: [{ family: 'touring', yearFrom: 2007, yearTo: 2016, engine: 'twin-cam' }] };
const sportster883: Fitment = { universal: false, ranges: [{ family: 'sportster', yearFrom: 2004, yearTo: 2021, engine: 'xl-883' }] };

function renderBadge(fitment: Fitment, withBike = true) {
  const slot = { current: withBike ? { id: streetGlide.id, label: streetGlide.label } : null, openPicker: () => {}, preloadPicker: () => {} };
  return renderWithProviders(
    <GarageSlotProvider value={slot}>
      <FitmentBadge fitment={fitment} />
    </GarageSlotProvider>,
  );
}

afterEach(cleanup);
beforeEach(() => {
  localStorage.clear();
  removeLocalBike(streetGlide.id);
  chooseLocalBike(streetGlide);
});

describe('the fitment badge', () => {
  beforeAll(() => setupWebTest('pl'));

  it('says the part fits the bike in the garage, by its name', () => {
    renderBadge(touringTwinCam);
    expect(screen.getByTestId('fitment-badge').textContent).toContain('Pasuje do Twojego: Street Glide FLHX 2016');
  });

  it('says the part does not fit, and what it does fit', () => {
    renderBadge(sportster883);
    const badge = screen.getByTestId('fitment-badge').textContent;
    expect(badge).toContain('Nie pasuje do Twojego motocykla');
    expect(badge).toContain('Pasuje do: Sportster 2004–2021, Evolution 883');
  });

  it('calls a universal part universal, bike or not', () => {
    renderBadge({ universal: true, ranges: [] }, false);
    expect(screen.getByTestId('fitment-badge').textContent).toContain('Uniwersalne');
  });

  it('offers to choose a bike when none is chosen, and says nothing of a part without fitment', () => {
    renderBadge(touringTwinCam, false);
    expect(screen.getByRole('button', { name: 'Wybierz swój motocykl, aby sprawdzić dopasowanie' })).toBeTruthy();
    cleanup();
    renderBadge({ universal: false, ranges: [] });
    expect(screen.queryByTestId('fitment-badge')).toBeNull();
  });

  it('in English too', async () => {
    await setupWebTest('en');
    renderBadge(touringTwinCam);
    expect(screen.getByTestId('fitment-badge').textContent).toContain('Fits your Street Glide FLHX 2016');
    await setupWebTest('pl');
  });
});

describe('the garage kept in the browser', () => {
  it('puts the chosen bike first, in localStorage too', () => {
    const dyna = { ...streetGlide, id: 'fxd-1999', family: 'dyna' as const, model: 'FXD', modelName: 'Dyna Super Glide', year: 1999, engine: 'tc88' as const, label: 'Dyna Super Glide FXD 1999' };
    chooseLocalBike(dyna);
    expect(getLocalGarage().bikes).toEqual(['fxd-1999', 'flhx-2016']);
    expect(JSON.parse(localStorage.getItem(GARAGE_STORAGE_KEY)!).bikes).toEqual(['fxd-1999', 'flhx-2016']);
    chooseLocalBike(streetGlide);
    expect(getLocalGarage().bikes).toEqual(['flhx-2016', 'fxd-1999']);
  });

  it('moves a chosen bike first in the profile cache, keeping when it was added', () => {
    const data = { items: [{ vehicleId: 'a-2000', addedAt: '1', chosenAt: '2' }, { vehicleId: 'b-2001', addedAt: '0', chosenAt: '1' }] };
    expect(applyGarageChange(data, { action: 'choose', vehicleId: 'b-2001' }, '9').items).toEqual([
      { vehicleId: 'b-2001', addedAt: '0', chosenAt: '9' },
      { vehicleId: 'a-2000', addedAt: '1', chosenAt: '2' },
    ]);
    expect(applyGarageChange(data, { action: 'remove', vehicleId: 'a-2000' }).items.map((b) => b.vehicleId)).toEqual(['b-2001']);
  });
});

// The session is this test's input: keep the real Amplify adapter from resetting it mid-test.
vi.mock('@/lib/auth/amplify', () => ({ configureAuth: async () => {}, currentIdToken: async () => 'test-id-token' }));

describe('signing in with bikes chosen in the browser', () => {
  afterEach(() => {
    setSession({ status: 'signedOut' });
    vi.unstubAllGlobals();
  });

  it('moves them into the profile, keeps one that could not be sent for the next visit, and drops one the shop refuses', async () => {
    const dyna = { ...streetGlide, id: 'fxd-1999', family: 'dyna' as const, model: 'FXD', modelName: 'Dyna Super Glide', year: 1999, engine: 'tc88' as const, label: 'Dyna Super Glide FXD 1999' };
    const gone = { ...dyna, id: 'fxd-1984', year: 1984, label: 'Dyna Super Glide FXD 1984' };
    chooseLocalBike(gone);
    chooseLocalBike(dyna);
    expect(getLocalGarage().bikes).toEqual(['fxd-1999', 'fxd-1984', 'flhx-2016']);
    const puts: string[] = [];
    vi.stubGlobal('fetch', vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      if (init?.method !== 'PUT') return jsonResponse({ items: [] });
      puts.push(path);
      if (path.endsWith('/fxd-1999')) throw new TypeError('Failed to fetch');
      if (path.endsWith('/fxd-1984')) return jsonResponse({ error: { code: 'not_found', message: 'No such vehicle' } }, 404);
      return jsonResponse({ vehicleId: 'flhx-2016', addedAt: 'now', chosenAt: 'now' });
    }));
    setSession({ status: 'signedIn', user: { userId: 'u-1', email: 'rider@example.com', name: 'Rider', groups: [], isAdmin: false, isDealer: false } });
    setAccessTokenProvider(async () => 'test-id-token');

    renderWithProviders(<GarageSync />);
    // The current bike is sent last, so it stays the profile's current one.
    await vi.waitFor(() => expect(getLocalGarage().bikes).toEqual(['fxd-1999']));
    expect(puts).toEqual(['/api/me/garage/flhx-2016', '/api/me/garage/fxd-1984', '/api/me/garage/fxd-1999']);
  });
});
