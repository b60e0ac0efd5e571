import type { DealerBalance, TermsCredit } from '../contracts/dealer.js';
import { listOrdersOfUser } from '../ledger/order-entity.js';
import { listRefundsOfOrder } from '../ledger/refund-entity.js';
import { dealerBalance } from './terms.js';

/**
 * The balance with its correction invoices (issue 34), for the balance routes only: kept out of
 * terms.ts, which the checkout loads on every cold start (the orders function's budget).
 */
export async function dealerBalanceWithCredits(userId: string): Promise<DealerBalance> {
  const [balance, orders] = await Promise.all([dealerBalance(userId), listOrdersOfUser(userId)]);
  return { ...balance, credits: await creditsOf(orders.filter((o) => o.paymentMode === 'terms')) };
}

/** The credits (correction invoices) of a dealer's terms orders, the newest first; only credited orders are read. */
async function creditsOf(orders: Awaited<ReturnType<typeof listOrdersOfUser>>): Promise<TermsCredit[]> {
  const credited = orders.filter((o) => o.amountRefunded > 0);
  const lists = await Promise.all(credited.map(async (order) => (await listRefundsOfOrder(order.id)).map((credit) => ({ order, credit }))));
  return lists
    .flat()
    .filter(({ credit }) => credit.method === 'terms_credit')
    .map(({ order, credit }) => ({
      orderId: order.id,
      invoiceNumber: order.invoiceNumber,
      creditId: credit.id,
      correctionNumber: credit.correctionNumber ?? null,
      amount: credit.amount,
      cancelled: credit.reason === 'order_cancelled',
      createdAt: credit.createdAt,
    }))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

