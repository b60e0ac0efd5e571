import { RotateCcw } from 'lucide-react';
import type { ReorderLine } from '@contracts/reorder';
import { useTranslation } from 'react-i18next';
import { OrderPanel } from '@/components/order/order-panel';
import { Button } from '@/components/ui/button';
import { text } from '@/components/ui/text';
import { toast } from '@/components/ui/toast';
import { addLinesToCart, openCart } from '@/lib/cart';
import { cartLinesOf } from '@/lib/cart/reorder-lines';
import { formatMoney } from '@/lib/money';
import { useReorder } from '../api/reorder';
import styles from './orders.module.css';

/**
 * "Order again" (issue 34): one click puts the order's lines in the cart at today's prices and
 * stock, each with its variant, and lists what changed on each line (its price, only N in stock,
 * no longer sold, not for dealers). The server resolves the lines; checkout prices them again.
 */
export function ReorderPanel({ orderId }: { orderId: string }) {
  const { t, i18n } = useTranslation('orders');
  const reorder = useReorder();
  const lines = reorder.data?.lines;

  function run() {
    reorder.mutate(orderId, {
      onSuccess: ({ lines }) => {
        const forCart = cartLinesOf(lines);
        if (forCart.length === 0) {
          toast.error(t('reorder.nothing'));
          return;
        }
        addLinesToCart(forCart);
        toast.success(t('reorder.added', { count: forCart.length }));
        openCart();
      },
      onError: () => toast.error(t('reorder.error')),
    });
  }

  /** What changed on a line, in words; null when it goes in as it was ordered. */
  function change(line: ReorderLine): string | null {
    const notes: string[] = [];
    if (line.outcome === 'unavailable') return t('reorder.outcome.unavailable');
    if (line.outcome === 'not_for_dealers') return t('reorder.outcome.not_for_dealers');
    if (line.outcome === 'out_of_stock') notes.push(t('reorder.outcome.out_of_stock'));
    if (line.outcome === 'partial') notes.push(t('reorder.outcome.partial', { available: line.available ?? 0, quantity: line.quantity }));
    if (line.unitPrice !== undefined && line.unitPrice !== line.previousUnitPrice) notes.push(t('reorder.priceChanged', { from: formatMoney(line.previousUnitPrice), to: formatMoney(line.unitPrice) }));
    return notes.length ? notes.join(' · ') : null;
  }

  const changed = lines?.map((l) => ({ line: l, note: change(l) })).filter((c) => c.note !== null) ?? [];

  return (
    <OrderPanel title={t('reorder.title')}>
      <p className={text.meta}>{t('reorder.lead')}</p>
      <div>
        <Button variant="secondary" onClick={run} disabled={reorder.isPending} aria-busy={reorder.isPending || undefined}>
          <RotateCcw aria-hidden="true" />
          {reorder.isPending ? t('reorder.working') : t('reorder.action')}
        </Button>
      </div>
      <div role="status" data-testid="reorder-result">
        {lines ? (
          changed.length === 0 ? (
            <p className={text.meta}>{t('reorder.unchanged')}</p>
          ) : (
            <ul role="list" className={styles.reorderChanges} aria-label={t('reorder.changesLabel')}>
              {changed.map(({ line, note }) => (
                <li key={`${line.productId}:${line.sku ?? ''}`} data-outcome={line.outcome}>
                  <strong>{i18n.language === 'en' ? line.nameEn : line.name}</strong>: {note}
                </li>
              ))}
            </ul>
          )
        ) : null}
      </div>
    </OrderPanel>
  );
}
