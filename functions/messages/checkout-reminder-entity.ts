import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { REMINDER_CONSENT_TEXTS, REMINDER_CONSENT_VERSION } from '../contracts/checkout-reminders.js';
import type { CustomerLanguage } from '../contracts/languages.js';
import { db, isConditionFailure, queryAll, tableName } from '../core/table.js';
import { emailHash } from './back-in-stock-entity.js';

/**
 * Abandoned-checkout reminders (issue 33): the consent a buyer gave on /checkout, kept with that
 * checkout (its order), and the addresses that withdrew it.
 *
 * | item               | PK                            | SK                 | GSI1 (sparse, while waiting)                   |
 * |--------------------|-------------------------------|--------------------|------------------------------------------------|
 * | reminder           | CHECKOUTREMINDER#{orderId}    | REMINDER           | CHECKOUTREMINDER#WAITING, {startedAt}#{orderId} |
 * | withdrawn address  | UNSUBSCRIBED#{sha256(e-mail)} | CHECKOUT_REMINDERS |                                                |
 *
 * A reminder's life: `waiting` (only waiting ones are in GSI1, sorted by when the checkout
 * started, so the job reads just those due: a key condition `GSI1SK <= now − N hours`, never a
 * scan) → `sent` (its one e-mail went), `withdrawn` (the e-mail's link), or `ended` (paid,
 * cancelled by the buyer, the consent withdrawn for the address, the products gone: `endedReason`).
 * Every move is an update conditional on the state it leaves, so two job runs at once send once.
 * `expiresAt` (TTL) deletes it 30 days after the checkout; the consent's record lives as long.
 */
export type CheckoutReminderStatus = 'waiting' | 'sent' | 'withdrawn' | 'ended';
export type ReminderEndReason = 'paid' | 'cancelled' | 'withdrawn' | 'products_gone' | 'order_gone' | 'too_old';

export interface ReminderConsent {
  version: number;
  /** The exact words the box showed, in `language`. */
  text: string;
  language: CustomerLanguage;
  at: string;
}

export interface CheckoutReminderRecord {
  orderId: string;
  email: string;
  language: CustomerLanguage;
  status: CheckoutReminderStatus;
  /** When the checkout (its order) was made: the reminder is due N hours after it. */
  startedAt: string;
  consent: ReminderConsent;
  /** Epoch seconds (the table's TTL attribute). */
  expiresAt: number;
  sentAt?: string;
  withdrawnAt?: string;
  endedAt?: string;
  endedReason?: ReminderEndReason;
}

const WAITING = 'CHECKOUTREMINDER#WAITING';
export const REMINDER_KEEP_DAYS = 30;

export const checkoutReminderKeys = {
  reminder: (orderId: string) => ({ PK: `CHECKOUTREMINDER#${orderId}`, SK: 'REMINDER' }),
  withdrawnAddress: (email: string) => ({ PK: `UNSUBSCRIBED#${emailHash(email)}`, SK: 'CHECKOUT_REMINDERS' }),
};

const waitingIndex = (record: Pick<CheckoutReminderRecord, 'startedAt' | 'orderId'>) => ({ GSI1PK: WAITING, GSI1SK: `${record.startedAt}#${record.orderId}` });

function fromItem(item: Record<string, unknown>): CheckoutReminderRecord {
  const { PK: _pk, SK: _sk, GSI1PK: _g, GSI1SK: _gs, entityType: _t, schemaVersion: _v, ...record } = item;
  return record as unknown as CheckoutReminderRecord;
}

/**
 * The checkout's part (create-checkout.ts), written once with the order that got the consent (an
 * order id is new, so nothing is overwritten): the consent version's words in the buyer's
 * language, with the time. Kept here, away from the job's code, so the orders function stays light.
 */
export async function recordReminderConsent(order: { id: string; createdAt: string }, email: string, language: CustomerLanguage): Promise<CheckoutReminderRecord> {
  const text = REMINDER_CONSENT_TEXTS[REMINDER_CONSENT_VERSION]![language];
  const record: CheckoutReminderRecord = {
    orderId: order.id,
    email: email.trim().toLowerCase(),
    language,
    status: 'waiting',
    startedAt: order.createdAt,
    consent: { version: REMINDER_CONSENT_VERSION, text, language, at: order.createdAt },
    expiresAt: Math.floor(Date.parse(order.createdAt) / 1000) + REMINDER_KEEP_DAYS * 24 * 3600,
  };
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...checkoutReminderKeys.reminder(record.orderId), ...waitingIndex(record), entityType: 'checkout-reminder', schemaVersion: 1, ...record },
      ConditionExpression: 'attribute_not_exists(PK)',
    }),
  );
  return record;
}

export async function getCheckoutReminder(orderId: string): Promise<CheckoutReminderRecord | undefined> {
  const out = await db().send(new GetCommand({ TableName: tableName(), Key: checkoutReminderKeys.reminder(orderId), ConsistentRead: true }));
  return out.Item ? fromItem(out.Item) : undefined;
}

/** The waiting reminders of checkouts started at or before `startedBy` (ISO), oldest first. */
export async function listDueCheckoutReminders(startedBy: string): Promise<CheckoutReminderRecord[]> {
  // GSI1SK is `{startedAt}#{orderId}`; '~' sorts after every character of an order id.
  const items = await queryAll({ IndexName: 'GSI1', KeyConditionExpression: 'GSI1PK = :pk AND GSI1SK <= :by', ExpressionAttributeValues: { ':pk': WAITING, ':by': `${startedBy}#~` } });
  return items.map(fromItem);
}

/** One conditional move out of `waiting` (and out of the index). False when it is no longer waiting. */
async function leaveWaiting(orderId: string, set: string, values: Record<string, unknown>): Promise<boolean> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: checkoutReminderKeys.reminder(orderId),
        UpdateExpression: `SET ${set} REMOVE GSI1PK, GSI1SK`,
        ConditionExpression: '#status = :waiting',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':waiting': 'waiting', ...values },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** Claims the reminder for its one e-mail (waiting → sent); of racing claims only one wins, and the winner sends. */
export const claimCheckoutReminder = (orderId: string, at: string) => leaveWaiting(orderId, '#status = :sent, sentAt = :at', { ':sent': 'sent', ':at': at });

/** No reminder will go (paid, cancelled by the buyer, …): waiting → ended, with why. */
export const endCheckoutReminder = (orderId: string, reason: ReminderEndReason, at: string) =>
  leaveWaiting(orderId, '#status = :ended, endedAt = :at, endedReason = :reason', { ':ended': 'ended', ':at': at, ':reason': reason });

/** Gives a claim back when its e-mail could not be sent: the next run tries again. */
export async function releaseCheckoutReminder(record: Pick<CheckoutReminderRecord, 'orderId' | 'startedAt'>, claimedAt: string): Promise<void> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: checkoutReminderKeys.reminder(record.orderId),
        UpdateExpression: 'SET #status = :waiting, GSI1PK = :gpk, GSI1SK = :gsk REMOVE sentAt',
        ConditionExpression: '#status = :sent AND sentAt = :at',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':waiting': 'waiting', ':sent': 'sent', ':at': claimedAt, ':gpk': WAITING, ':gsk': waitingIndex(record).GSI1SK },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

/**
 * The e-mail's withdrawal link: the reminder is withdrawn (out of the index, whatever it was; the
 * first withdrawal's time is kept), and the address is recorded as having withdrawn at `at`, so
 * no checkout whose consent is older gets a reminder. A later ticked box is a new consent.
 */
export async function withdrawCheckoutReminderConsent(orderId: string, email: string, at: string): Promise<void> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: checkoutReminderKeys.reminder(orderId),
        UpdateExpression: 'SET #status = :withdrawn, withdrawnAt = if_not_exists(withdrawnAt, :at) REMOVE GSI1PK, GSI1SK',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':withdrawn': 'withdrawn', ':at': at },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error; // deleted by TTL: the address is still recorded below
  }
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: checkoutReminderKeys.withdrawnAddress(email),
      // The latest withdrawal counts: a consent given after an earlier one was withdrawn is newer than it.
      UpdateExpression: 'SET #at = :at, entityType = :type, schemaVersion = :sv',
      ExpressionAttributeNames: { '#at': 'at' },
      ExpressionAttributeValues: { ':at': at, ':type': 'unsubscribe', ':sv': 1 },
    }),
  );
}

/** When the address last withdrew its consent to reminders (undefined: never). */
export async function reminderConsentWithdrawnAt(email: string): Promise<string | undefined> {
  const out = await db().send(new GetCommand({ TableName: tableName(), Key: checkoutReminderKeys.withdrawnAddress(email), ConsistentRead: true }));
  return out.Item?.at as string | undefined;
}
