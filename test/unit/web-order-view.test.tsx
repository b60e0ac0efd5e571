// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Order, Refund } from '@contracts/order';
import { OrderAddress, OrderCompany } from '@/components/order/order-address';
import { OrderDeliveryPanel } from '@/components/order/order-delivery-panel';
import { OrderItemChips } from '@/components/order/order-item-chips';
import { OrderLines } from '@/components/order/order-lines';
import { OrderPanel } from '@/components/order/order-panel';
import { OrderRefundList } from '@/components/order/order-refunds';
import { OrderTotals } from '@/components/order/order-totals';
import { setLanguage } from '@/lib/i18n';
import { renderWithProviders, setupWebTest } from '@/testing/test-utils';

/**
 * The order view's parts (components/order) as the buyer's order page and the admin's compose
 * them: the same lines, totals, delivery, addresses and refunds, each page adding its own words
 * and actions through the parts' props.
 */

const items: Order['items'] = [
  { id: 'i1', productId: 11, quantity: 2, unitPrice: 24900, totalPrice: 49800, product: { id: 11, name: 'Sprężyna sprzęgła', nameEn: 'Clutch spring', brand: 'Chopper Works', imageUrl: null, description: '' } },
  { id: 'i2', productId: 12, quantity: 1, unitPrice: 189900, totalPrice: 189900, product: { id: 12, name: 'Pasek napędowy', brand: '', imageUrl: null, description: '' } },
];
const order = {
  items,
  totalAmount: 241690,
  currency: 'pln',
  amountRefunded: 0,
  customerName: 'Jan Kowalski',
  shippingAddress: { line1: 'ul. Długa 5', line2: null, postalCode: '31-147', city: 'Kraków', country: 'PL' },
  delivery: { method: 'courier', carrier: 'inpost', service: 'inpost_courier_standard', cost: 1990, phone: '600100200', address: { name: 'Jan Kowalski', street: 'Długa', buildingNumber: '5', postalCode: '31-147', city: 'Kraków' } },
} as unknown as Order;

const refund = (over: Partial<Refund>): Refund =>
  ({ id: 'r1', orderId: 'o1', amount: 1000, currency: 'pln', reason: 'other', status: 'succeeded', stripeRefundId: 're_1', createdAt: '2026-03-14T10:30:00.000Z', updatedAt: '2026-03-14T10:30:00.000Z', failureReason: null, correctionNumber: null, ...over }) as Refund;

beforeAll(async () => {
  await setupWebTest('pl');
}, 30_000);
afterEach(async () => {
  cleanup();
  await setLanguage('pl');
});

describe('order view parts', () => {
  it('lists the lines with quantity, unit price and value; the buyer’s names open the product, the admin’s are text', () => {
    renderWithProviders(
      <>
        <OrderPanel title="buyer" data-testid="buyer">
          <OrderLines items={items} productHref={(id) => `/product/${id}`} />
        </OrderPanel>
        <OrderPanel title="admin" data-testid="admin">
          <OrderLines items={items} />
        </OrderPanel>
      </>,
    );
    const buyer = within(screen.getByRole('region', { name: 'buyer' }));
    expect(buyer.getByRole('link', { name: 'Sprężyna sprzęgła' }).getAttribute('href')).toBe('/product/11');
    expect(buyer.getByText('Marka: Chopper Works')).toBeTruthy();
    const admin = within(screen.getByRole('region', { name: 'admin' }));
    expect(admin.queryByRole('link')).toBeNull();
    expect(admin.getByText('Pasek napędowy')).toBeTruthy();
    for (const side of [buyer, admin]) {
      const first = within(side.getAllByRole('listitem')[0]!);
      expect(first.getByText('Ilość').nextElementSibling?.textContent).toBe('2');
      expect(first.getByText('Cena jednostkowa').nextElementSibling?.textContent).toBe('249,00\u00a0zł');
      expect(first.getByText('Wartość').nextElementSibling?.textContent).toBe('498,00\u00a0zł');
      // A product without a brand has no brand line.
      expect(within(side.getAllByRole('listitem')[1]!).queryByText(/Marka/)).toBeNull();
    }
  });

  it('adds up products, delivery and the total with its currency code, and says what was refunded only once any was', () => {
    renderWithProviders(<OrderTotals order={order} />);
    const totals = within(screen.getByLabelText('Podsumowanie'));
    expect(totals.getByText('Wartość produktów').nextElementSibling?.textContent).toBe('2\u00a0397,00\u00a0zł');
    expect(totals.getByText('Dostawa').nextElementSibling?.textContent).toBe('19,90\u00a0zł');
    expect(totals.getByText('Razem').nextElementSibling?.textContent).toBe('2\u00a0416,90\u00a0PLN');
    expect(totals.queryByText('Zwrócono')).toBeNull();
    cleanup();
    renderWithProviders(<OrderTotals order={{ ...order, amountRefunded: 1000 }} />);
    expect(screen.getByText('Zwrócono').nextElementSibling?.textContent).toBe('−10,00\u00a0zł');
  });

  it('shows the billing address beside a delivery, and says there is none only where asked (the admin)', () => {
    renderWithProviders(<OrderAddress order={order} />);
    const billing = within(screen.getByRole('region', { name: 'Adres rozliczeniowy' }));
    expect(billing.getByText('Jan Kowalski')).toBeTruthy();
    expect(billing.getByText('31-147 Kraków')).toBeTruthy();
    expect(billing.getByText('Polska')).toBeTruthy();
    cleanup();
    const { container } = renderWithProviders(<OrderAddress order={{ ...order, shippingAddress: null }} />);
    expect(container.textContent).toBe('');
    cleanup();
    renderWithProviders(<OrderAddress order={{ ...order, shippingAddress: null, delivery: undefined }} sayWhenMissing />);
    expect(within(screen.getByRole('region', { name: 'Adres dostawy' })).getByText('Brak adresu')).toBeTruthy();
  });

  it('names the company with its NIP, or its EU VAT number, and nothing for a consumer', () => {
    renderWithProviders(<OrderCompany company={{ name: 'MOTO DILER SP. Z O.O.', address: 'ul. Prosta 1, 00-001 Warszawa', nip: '5260250274' }} />);
    expect(screen.getByTestId('order-company').textContent).toContain('NIP 5260250274');
    cleanup();
    renderWithProviders(<OrderCompany company={{ name: 'Motorrad GmbH', address: 'Berlin', nip: 'DE123456789' }} />);
    expect(screen.getByTestId('order-company').textContent).toContain('VAT DE123456789');
    cleanup();
    const { container } = renderWithProviders(<OrderCompany company={null} />);
    expect(container.textContent).toBe('');
  });

  it('lists refunds in each reader’s words, with the correction invoice only where one was issued', () => {
    const refunds = [refund({ id: 'r1', status: 'failed', failureReason: 'card_expired' }), refund({ id: 'r2', amount: 2500, correctionNumber: 'FK/2026/00001' })];
    renderWithProviders(
      <>
        <OrderPanel title="buyer">
          <OrderRefundList refunds={refunds} status={(r) => (r.status === 'failed' ? 'wstrzymany – skontaktujemy się' : 'zrealizowany')} formatDate={() => '14 marca 2026'} correction={(r) => <span>korekta {r.correctionNumber}</span>} />
        </OrderPanel>
        <OrderPanel title="admin">
          <OrderRefundList refunds={refunds} status={(r) => (r.status === 'failed' ? 'nieudany' : 'zwrócony')} formatDate={() => '14.03.2026'} details={(r) => (r.failureReason ? ` · ${r.failureReason}` : null)} />
        </OrderPanel>
      </>,
    );
    const buyer = within(screen.getByRole('region', { name: 'buyer' }));
    const [failed, done] = buyer.getAllByRole('listitem');
    expect(failed!.textContent).toContain('Zwrot 10,00\u00a0zł');
    expect(failed!.textContent).toContain('wstrzymany – skontaktujemy się · 14 marca 2026');
    expect(failed!.textContent).not.toContain('korekta');
    expect(done!.textContent).toContain('korekta FK/2026/00001');
    const admin = within(screen.getByRole('region', { name: 'admin' }));
    expect(admin.getAllByRole('listitem')[0]!.textContent).toContain('nieudany · 14.03.2026 · card_expired');
    expect(admin.queryByText(/korekta/)).toBeNull();
  });

  it('shows the delivery with what each page adds below it, and speaks English to an English reader', async () => {
    await setLanguage('en');
    renderWithProviders(
      <>
        <OrderDeliveryPanel delivery={order.delivery!}>
          <p>parcel timeline</p>
        </OrderDeliveryPanel>
        <OrderPanel title="lines">
          <OrderLines items={items} />
          <OrderTotals order={order} />
        </OrderPanel>
      </>,
    );
    const delivery = within(screen.getByRole('region', { name: 'Delivery' }));
    expect(delivery.getByText('parcel timeline')).toBeTruthy();
    const lines = within(screen.getByRole('region', { name: 'lines' }));
    expect(lines.getByText('Clutch spring')).toBeTruthy();
    expect(lines.getAllByText('Unit price')).toHaveLength(2);
    expect(lines.getByText('Total').nextElementSibling?.textContent).toBe('2\u00a0416,90\u00a0PLN');
  });

  it('shows an order’s first products as chips with their quantities and counts the rest, in either list of orders', () => {
    const many = [1, 2, 3, 4, 5].map((n) => ({ ...items[0]!, id: `c${n}`, quantity: n, product: { ...items[0]!.product, name: `Część ${n}`, nameEn: undefined } }));
    renderWithProviders(<OrderItemChips items={many} />);
    const chips = within(screen.getByRole('list', { name: 'Produkty w zamówieniu' }));
    expect(chips.getAllByText(/^Część \d$/).map((n) => n.textContent)).toEqual(['Część 1', 'Część 2', 'Część 3']);
    expect(chips.getByText('× 3')).toBeTruthy();
    expect(chips.getByText('+2 więcej')).toBeTruthy();
    cleanup();
    const { container } = renderWithProviders(<OrderItemChips items={[]} />);
    expect(container.textContent).toBe('');
  });
});
