import type { LambdaHttpHandler } from '../core/http.js';
import { submitContact } from './handlers/submit-contact.js';
import { submitDealerApplication } from './handlers/submit-dealer-application.js';
import { adminListMessages } from './handlers/admin-inbox.js';
import { oneClickWithdrawCheckoutReminder, oneClickWithdrawCheckoutReminderPage, restoreCheckoutReminderCart } from './handlers/checkout-reminders.js';
import { confirmBackInStockAlert, oneClickUnsubscribeBackInStock, oneClickUnsubscribeBackInStockPage, requestBackInStockAlert, unsubscribeBackInStockAlert } from './handlers/back-in-stock.js';

/** The messages domain's handlers, by the names routes.ts uses. */
export const handlers: Record<string, LambdaHttpHandler> = {
  submitContact,
  submitDealerApplication,
  adminListMessages,
  requestBackInStockAlert,
  confirmBackInStockAlert,
  unsubscribeBackInStockAlert,
  oneClickUnsubscribeBackInStock,
  oneClickUnsubscribeBackInStockPage,
  restoreCheckoutReminderCart,
  oneClickWithdrawCheckoutReminder,
  oneClickWithdrawCheckoutReminderPage,
};
