/**
 * The abandoned-checkout reminder's links (functions/messages/checkout-reminders.ts): the cart's
 * restore and the consent's withdrawal. The router loads this entry lazily, with the feature's
 * pages, texts and styles in that chunk.
 */
export { RestoreCartPage as RestoreCartRoute, WithdrawConsentPage as WithdrawReminderConsentRoute } from '@/features/checkout-reminders/components/reminder-link-pages';
