import type { z } from 'zod';
import type { checkoutDeliverySchema, OrderDelivery } from '../contracts/delivery.js';
import type { Caller } from '../core/caller.js';
import { HttpError, invalidRequest } from '../core/errors.js';
import { logger } from '../core/logger.js';
import { rememberInBook } from './address-book-entity.js';
import { cheapestShippingOffered, priceDelivery } from './cost-rules.js';
import { deliveryLineName } from './delivery-names.js';
import { parcelFor, type ParcelLine } from './parcel.js';
import { collectionPoint } from './points.js';
import { getShippingSettings } from './shipping-settings-entity.js';
import { ShipxUnavailable } from './shipx-client.js';

/**
 * Delivery's part of POST /api/checkout (functions/orders/handlers/create-checkout.ts): check
 * what the buyer chose, price it, and give the order its `delivery`; the Stripe line for it;
 * and, after the order is placed, the buyer's address book. The cost is always computed here.
 */
export type CheckoutDeliveryRequest = z.output<typeof checkoutDeliverySchema>;

export interface CheckoutDeliveryInput {
  request: CheckoutDeliveryRequest;
  /** The cart's products with their size classes and weights. */
  lines: ParcelLine[];
  /** The products' value as the buyer pays it. */
  productsTotal: number;
  dealer: boolean;
}

export async function deliveryForCheckout({ request, lines, productsTotal, dealer }: CheckoutDeliveryInput): Promise<OrderDelivery> {
  const parcel = parcelFor(lines);
  const pricing = { settings: await getShippingSettings(), parcel, productsTotal, dealer };
  const option = priceDelivery(request.method, pricing);
  if (!option.available) {
    const key = option.unavailableReason === 'tooHeavy' ? 'validation.lockerTooHeavy' : 'validation.lockerOversize';
    throw invalidRequest('The cart does not fit a parcel locker: choose the courier or pickup', { 'delivery.method': key });
  }
  const delivery: OrderDelivery = {
    method: request.method,
    cost: option.cost,
    parcelSize: parcel.size,
    weightGrams: parcel.weightGrams,
    cheapestOffered: cheapestShippingOffered(pricing),
  };
  if (request.method !== 'pickup') delivery.phone = request.phone!;
  if (request.method === 'courier') delivery.address = { ...request.address!, country: 'PL' };
  if (request.method === 'locker') {
    let point;
    try {
      point = await collectionPoint(request.pointCode!);
    } catch (error) {
      if (error instanceof ShipxUnavailable) throw new HttpError(503, 'service_unavailable', 'The parcel locker could not be checked with InPost right now. Please try again in a moment.');
      throw error;
    }
    if (point === 'unknown') throw invalidRequest(`InPost has no parcel locker ${request.pointCode}`, { 'delivery.pointCode': 'validation.pointUnknown' });
    if (point === 'inactive') throw invalidRequest(`Parcel locker ${request.pointCode} does not take parcels now`, { 'delivery.pointCode': 'validation.pointInactive' });
    delivery.point = { code: point.code, name: point.name, address: point.address, openingHours: point.openingHours, description: point.description };
  }
  return delivery;
}

/** The delivery as a line of the Stripe Checkout session (a free one too: the buyer sees it). */
export function deliveryLineItem(delivery: OrderDelivery) {
  return { quantity: 1, price_data: { currency: 'pln', unit_amount: delivery.cost, product_data: { name: deliveryLineName(delivery) } } };
}

/** A signed-in buyer's address or locker, kept for the next checkout. Never fails the checkout. */
export async function rememberDelivery(caller: Caller | null, request: CheckoutDeliveryRequest, delivery: OrderDelivery): Promise<void> {
  if (!caller || !request.saveToProfile || delivery.method === 'pickup') return;
  try {
    await rememberInBook(caller.userId, {
      ...(delivery.address ? { address: delivery.address } : {}),
      ...(delivery.point ? { point: delivery.point } : {}),
      phone: delivery.phone,
    });
  } catch (error) {
    logger.warn('could not save the delivery address', { error: error as Error });
  }
}
