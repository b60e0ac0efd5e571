/**
 * A phone number as a Polish reader writes it: '600 100 200' for a Polish mobile or landline,
 * whether it was stored as '+48600100200', '48600100200' or '600100200'; any other number is shown
 * as it was given. One format everywhere an order shows a phone (the buyer's and the delivery's).
 */
export function formatPhone(phone: string): string {
  const digits = phone.replace(/[\s-]/g, '');
  const national = /^(?:\+?48)?(\d{9})$/.exec(digits)?.[1];
  return national ? national.replace(/(\d{3})(\d{3})(\d{3})/, '$1 $2 $3') : phone;
}
