import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { DealerTerms } from '../contracts/dealer.js';
import { HttpError } from '../core/errors.js';
import { db, queryAll, tableName } from '../core/table.js';
import { ledgerIndexKeys, ledgerKeys } from './keys.js';
import { write, type Intent } from './write-path.js';

/**
 * The `terms` payment mode (issue 34): a dealer's order confirmed at once and paid later by bank
 * transfer. What the ledger keeps for it:
 *
 * | item                         | key                                                      |
 * |------------------------------|----------------------------------------------------------|
 * | a dealer's terms account     | PK = DEALER#{userId}, SK = TERMS (GSI1 TERMS_ACCOUNTS)   |
 * | a transfer received          | PK = ORDER#{orderId}, SK = TERMS_PAYMENT#{reference key} |
 *
 * The account holds the terms the admin granted (`paymentTermsDays`, `creditLimit`) and the
 * dealer's `openBalance`: the totals of their terms orders that are not cancelled, less the
 * transfers received. Every write to it is an ADD in the same transaction as the order change
 * that moves it (placing, cancelling or reopening a terms order, a payment), so the balance
 * can never drift from the orders; the reconciliation checks it anyway (orders/reconcile.ts).
 *
 * The credit limit is a condition of the order's own transaction: the ADD of the order's total
 * commits only while the balance is at most `creditLimit − total`, with the terms as read, so two
 * orders placed at once can never together pass the limit.
 */
const keys = { account: ledgerKeys.termsAccount };

/** A dealer without an account item has no terms (prepaid). */
export const NO_TERMS = { paymentTermsDays: 0, creditLimit: 0, openBalance: 0 } as const;

function accountFromItem(userId: string, item: Record<string, unknown> | undefined): DealerTerms {
  return {
    userId,
    paymentTermsDays: Number(item?.paymentTermsDays ?? NO_TERMS.paymentTermsDays),
    creditLimit: Number(item?.creditLimit ?? NO_TERMS.creditLimit),
    openBalance: Number(item?.openBalance ?? NO_TERMS.openBalance),
    updatedAt: item?.updatedAt ? String(item.updatedAt) : null,
  };
}

export async function getTermsAccount(userId: string): Promise<DealerTerms> {
  const out = await db().send(new GetCommand({ TableName: tableName(), Key: keys.account(userId), ConsistentRead: true }));
  return accountFromItem(userId, out.Item);
}

/** Every dealer's account (at most the dealers there are: a few hundred). */
export async function listTermsAccounts(): Promise<DealerTerms[]> {
  const items = await queryAll({ IndexName: 'GSI1', KeyConditionExpression: 'GSI1PK = :pk', ExpressionAttributeValues: { ':pk': ledgerIndexKeys.termsAccounts().GSI1PK } });
  return items.map((item) => accountFromItem(String(item.userId), item));
}

/**
 * The admin sets a dealer's terms: only the two fields, so a balance moved by an order at the
 * same moment is kept (the balance starts at 0 with the item).
 */
export async function setTerms(userId: string, terms: { paymentTermsDays: number; creditLimit: number }, at: string): Promise<DealerTerms> {
  const out = await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.account(userId),
      UpdateExpression:
        'SET paymentTermsDays = :days, creditLimit = :limit, updatedAt = :at, userId = :user, openBalance = if_not_exists(openBalance, :zero), GSI1PK = :gpk, GSI1SK = :gsk, entityType = :type, schemaVersion = :v',
      ExpressionAttributeValues: {
        ':days': terms.paymentTermsDays,
        ':limit': terms.creditLimit,
        ':at': at,
        ':user': userId,
        ':zero': 0,
        ':gpk': ledgerIndexKeys.termsAccounts().GSI1PK,
        ':gsk': userId,
        ':type': 'terms-account',
        ':v': 1,
      },
      ReturnValues: 'ALL_NEW',
    }),
  );
  return accountFromItem(userId, out.Attributes);
}

/** How a terms account's write is named in a failed transaction (write-path.ts). */
export const TERMS_ACCOUNT = 'terms-account';

/**
 * Charges a new terms order to the dealer's account, conditional on the terms as read (an admin
 * changing them meanwhile makes the checkout decide again) and on the limit: the balance before
 * must be at most `creditLimit − total`.
 */
export function termsChargeIntent(account: DealerTerms, total: number): Intent {
  return write(TERMS_ACCOUNT, {
    Update: {
      TableName: tableName(),
      Key: keys.account(account.userId),
      UpdateExpression: 'ADD openBalance :total',
      ConditionExpression: 'paymentTermsDays = :days AND creditLimit = :limit AND openBalance <= :maxBefore',
      ExpressionAttributeValues: { ':total': total, ':days': account.paymentTermsDays, ':limit': account.creditLimit, ':maxBefore': account.creditLimit - total },
    },
  });
}

/** A terms order cancelled (its total no longer owed: `-total`) or reopened (`+total`). */
export function termsBalanceIntent(userId: string, delta: number): Intent {
  return write(TERMS_ACCOUNT, {
    Update: { TableName: tableName(), Key: keys.account(userId), UpdateExpression: 'ADD openBalance :d', ConditionExpression: 'attribute_exists(PK)', ExpressionAttributeValues: { ':d': delta } },
  });
}

/** The checkout's answer when the credit limit condition failed (the dealer sees why). */
export const creditLimitExceeded = () => new HttpError(403, 'terms_credit_limit', 'This order would take you over your credit limit. Pay by card or settle your open invoices first.');

