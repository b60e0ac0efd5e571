import type { OrderStatus } from '../contracts/order.js';
import type { ReturnStatus } from '../contracts/returns.js';

/**
 * Every key shape of the order ledger, written once. An order's partition (`ORDER#{id}`) holds
 * the order and everything that hangs off it; lookups and statistics have partitions of their
 * own. Nothing outside functions/ledger spells these strings.
 *
 * | item                    | PK                                | SK                                  |
 * |-------------------------|-----------------------------------|-------------------------------------|
 * | order                   | ORDER#{orderId}                   | ORDER                               |
 * | history entry           | ORDER#{orderId}                   | HISTORY#{at}#{random}               |
 * | refund                  | ORDER#{orderId}                   | REFUND#{refundId}                   |
 * | return (withdrawal)     | ORDER#{orderId}                   | RETURN#{returnId}                   |
 * | invoice                 | ORDER#{orderId}                   | INVOICE                             |
 * | correction invoice      | ORDER#{orderId}                   | CORRECTION#{refundId}               |
 * | shipment                | ORDER#{orderId}                   | SHIPMENT                            |
 * | review request claim    | ORDER#{orderId}                   | REVIEW_REQUEST                      |
 * | follow-up (to do)       | ORDER#{orderId}                   | FOLLOW_UP#{kind}#{ref}              |
 * | payment lookup          | PAYMENT#{paymentIntentId}         | PAYMENT                             |
 * | checkout lookup         | CHECKOUT#{sessionId}              | CHECKOUT                            |
 * | Stripe event (dedupe)   | STRIPE_EVENT#{eventId}            | STRIPE_EVENT                        |
 * | order statistics        | STATS                             | ORDERS, DAY#{YYYY-MM-DD}, MONTH#{YYYY-MM} |
 */
const orderPk = (orderId: string) => `ORDER#${orderId}`;

/** The sort-key prefixes of the kinds of item that are many per order. */
export const orderItemPrefix = {
  history: 'HISTORY#',
  refund: 'REFUND#',
  return: 'RETURN#',
  correction: 'CORRECTION#',
  followUp: 'FOLLOW_UP#',
} as const;

export const ledgerKeys = {
  orderPk,
  order: (orderId: string) => ({ PK: orderPk(orderId), SK: 'ORDER' }),
  history: (orderId: string, at: string, random: string) => ({ PK: orderPk(orderId), SK: `${orderItemPrefix.history}${at}#${random}` }),
  refund: (orderId: string, refundId: string) => ({ PK: orderPk(orderId), SK: `${orderItemPrefix.refund}${refundId}` }),
  return: (orderId: string, returnId: string) => ({ PK: orderPk(orderId), SK: `${orderItemPrefix.return}${returnId}` }),
  invoice: (orderId: string) => ({ PK: orderPk(orderId), SK: 'INVOICE' }),
  correction: (orderId: string, refundId: string) => ({ PK: orderPk(orderId), SK: `${orderItemPrefix.correction}${refundId}` }),
  shipment: (orderId: string) => ({ PK: orderPk(orderId), SK: 'SHIPMENT' }),
  reviewRequest: (orderId: string) => ({ PK: orderPk(orderId), SK: 'REVIEW_REQUEST' }),
  followUp: (orderId: string, kind: string, ref: string) => ({ PK: orderPk(orderId), SK: `${orderItemPrefix.followUp}${kind}#${ref}` }),
  paymentLookup: (paymentIntentId: string) => ({ PK: `PAYMENT#${paymentIntentId}`, SK: 'PAYMENT' }),
  checkoutLookup: (sessionId: string) => ({ PK: `CHECKOUT#${sessionId}`, SK: 'CHECKOUT' }),
  stripeEvent: (eventId: string) => ({ PK: `STRIPE_EVENT#${eventId}`, SK: 'STRIPE_EVENT' }),
  stats: () => ({ PK: 'STATS', SK: 'ORDERS' }),
  statsPeriod: (period: `DAY#${string}` | `MONTH#${string}`) => ({ PK: 'STATS', SK: period }),
};

/** The order id in an order partition's key (`ORDER#{id}` → id). */
export const orderIdOfPk = (pk: string): string => pk.slice('ORDER#'.length);
export const isOrderPk = (pk: unknown): pk is string => typeof pk === 'string' && pk.startsWith('ORDER#');

/** The secondary-index keys of ledger items. */
export const ledgerIndexKeys = {
  /** GSI1: a buyer's orders, newest first. */
  ordersOfUser: (userId: string, createdAt = '') => ({ GSI1PK: `USER#${userId}#ORDERS`, GSI1SK: createdAt }),
  /** GSI2: the orders of one status (admin). */
  ordersByStatus: (status: OrderStatus, createdAt = '', orderId = '') => ({ GSI2PK: `ORDERS#${status}`, GSI2SK: `${createdAt}#${orderId}` }),
  /** GSI2: every refund, newest first (the dashboard). */
  recentRefunds: (createdAt = '', orderId = '', refundId = '') => ({ GSI2PK: 'REFUNDS', GSI2SK: `${createdAt}#${orderId}#${refundId}` }),
  /** GSI1: refunds not settled yet (the sweeper). */
  openRefunds: (createdAt = '') => ({ GSI1PK: 'REFUNDS#OPEN', GSI1SK: createdAt }),
  /** GSI2: the returns of one status (admin). */
  returnsByStatus: (status: ReturnStatus, createdAt = '', orderId = '', returnId = '') => ({ GSI2PK: `RETURNS#${status}`, GSI2SK: `${createdAt}#${orderId}#${returnId}` }),
  /** GSI1: every issued invoice and correction, newest last (`doc`: orderId or orderId#refundId). */
  issuedInvoices: (issuedAt = '', doc = '') => ({ GSI1PK: 'INVOICES', GSI1SK: `${issuedAt}#${doc}` }),
  /** GSI2: invoices and corrections of one KSeF state, by when the KSeF job should look next. */
  invoicesByKsefStatus: (status: string, due = '', doc = '') => ({ GSI2PK: `KSEF#${status}`, GSI2SK: `${due}#${doc}` }),
  /** GSI1: the order of an InPost (ShipX) shipment (its webhooks name only the shipment). */
  shipmentOfCarrier: (shipmentId: string) => ({ GSI1PK: `INPOST_SHIPMENT#${shipmentId}`, GSI1SK: 'SHIPMENT' }),
  /** GSI2: parcels still travelling, least recently updated first (the tracking sweep). */
  openShipments: (updatedAt = '', orderId = '') => ({ GSI2PK: 'SHIPMENTS#OPEN', GSI2SK: `${updatedAt}#${orderId}` }),
  /** GSI1: follow-ups due (the follow-up job), soonest first; only while one is to do. */
  followUpsDue: (dueAt = '', orderId = '', kind = '', ref = '') => ({ GSI1PK: 'FOLLOW_UPS', GSI1SK: `${dueAt}#${orderId}#${kind}#${ref}` }),
};
