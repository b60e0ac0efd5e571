import { deliveryPointsQuerySchema, type DeliveryPointsResponse } from '../../contracts/delivery.js';
import { HttpError } from '../../core/errors.js';
import { httpHandler } from '../../core/http.js';
import { searchPoints } from '../points.js';
import { ShipxUnavailable } from '../shipx-client.js';

/**
 * GET /api/delivery/points?query=…&near=lat,lng — parcel lockers for the buyer's picker. The
 * same for everyone, so CloudFront and browsers may keep an answer a few minutes.
 */
export const searchDeliveryPoints = httpHandler(
  { query: deliveryPointsQuerySchema, cacheControl: 'public, max-age=300' },
  async ({ query }): Promise<DeliveryPointsResponse> => {
    try {
      return { items: await searchPoints(query) };
    } catch (error) {
      if (error instanceof ShipxUnavailable) throw new HttpError(503, 'service_unavailable', 'The parcel locker search is unavailable right now. Please try again in a moment.');
      throw error;
    }
  },
);
