import { CheckoutPage } from '@/features/checkout/components/checkout-page';

/** /checkout: delivery (method, locker or address) and the summary, between the cart and Stripe. */
export const CheckoutRoute = CheckoutPage;
export default CheckoutRoute;
