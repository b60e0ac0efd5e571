import type { ConnectionTestResult } from '../../contracts/admin.js';
import { CHECKOUT_EXPIRY_MINUTES } from '../../contracts/order.js';
import { config } from '../../core/config.js';
import { httpHandler } from '../../core/http.js';
import { stripe } from '../stripe.js';

/**
 * POST /api/admin/checkout-test — can the shop open a Checkout session right now? Creates a
 * 2 zł test session (no order, no stock), then expires it. Success: both worked; partial: the
 * session opened but something around it did not; failure: Stripe refused or was unreachable.
 * In English, for whoever configures payments.
 */
export const connectionTest = httpHandler({}, async (): Promise<ConnectionTestResult> => {
  const site = config().SITE_URL;
  let sessionId: string;
  try {
    const session = await (await stripe()).checkout.sessions.create({
      mode: 'payment',
      currency: 'pln',
      allowed_payment_method_types: ['card', 'blik', 'p24'],
      line_items: [{ quantity: 1, price_data: { currency: 'pln', unit_amount: 200, product_data: { name: 'Connection test' } } }],
      expires_at: Math.floor(Date.now() / 1000) + CHECKOUT_EXPIRY_MINUTES * 60 + 60,
      success_url: `${site}/payment/success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${site}/payment/cancel?session_id={CHECKOUT_SESSION_ID}`,
      metadata: { connectionTest: 'true' },
    });
    sessionId = session.id;
    if (!session.url) {
      return { result: 'partial', httpStatus: 200, sessionId, message: 'A session was created but Stripe returned no payment page URL.', hints: ['Check the Checkout settings of the Stripe account.'] };
    }
  } catch (error) {
    const e = error as { statusCode?: number; message?: string; type?: string };
    const status = e.statusCode ?? 0;
    const hints =
      status === 401
        ? ['The secret key is missing or wrong: set STRIPE_SECRET_KEY for this stage.', 'Test keys start with sk_test_, live keys with sk_live_.']
        : status === 0
          ? ['Stripe could not be reached: check the network from the API (and, locally, that the Stripe fake is running).']
          : ['Read the message above; BLIK and Przelewy24 must be enabled in the Stripe Dashboard for PLN.', 'The account must be activated to accept live payments.'];
    return { result: 'failure', httpStatus: status, message: e.message ?? 'Stripe refused the request', hints };
  }
  try {
    await (await stripe()).checkout.sessions.expire(sessionId);
  } catch (error) {
    return {
      result: 'partial',
      httpStatus: (error as { statusCode?: number }).statusCode ?? 0,
      sessionId,
      message: 'A test session was created but could not be expired.',
      hints: ['It expires by itself within 31 minutes; no order or stock is affected.'],
    };
  }
  return { result: 'success', httpStatus: 200, sessionId, message: 'Stripe accepted a test Checkout session and expired it again.', hints: [] };
});
