import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order } from '@contracts/order';
import type { GuestOrderLookup, WithdrawalRequest, WithdrawalResponse } from '@contracts/returns';
import { api } from '@/lib/api-client';
import { downloadFile } from '@/lib/download-file';
import { orderKeys } from '../query-keys';

/**
 * Withdrawals (issue 19). A signed-in buyer: POST /api/me/orders/{id}/returns. A guest proves the
 * order with its e-mail: POST /api/guest/orders/lookup finds it, POST /api/guest/orders/{id}/returns
 * withdraws. `requestId` makes a repeated request (a double click, a retry) the same withdrawal.
 */
export interface Withdrawal {
  orderId: string;
  request: WithdrawalRequest;
  /** A guest's order e-mail; absent for the signed-in buyer. */
  guestEmail?: string;
}

export function withdraw({ orderId, request, guestEmail }: Withdrawal): Promise<WithdrawalResponse> {
  const id = encodeURIComponent(orderId);
  return guestEmail ? api.post<WithdrawalResponse>(`/guest/orders/${id}/returns`, { ...request, email: guestEmail }) : api.post<WithdrawalResponse>(`/me/orders/${id}/returns`, request);
}

export function useWithdraw() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdraw,
    onSuccess: (answer, { orderId, guestEmail }) => {
      // The order page shows the new return and what is left to withdraw.
      const key = guestEmail ? orderKeys.guest(orderId) : orderKeys.mineOne(orderId);
      queryClient.setQueryData<Order>(key, (order) =>
        order ? { ...order, returns: [...(order.returns ?? []), answer.return], withdrawal: answer.withdrawal } : order,
      );
      if (!guestEmail) void queryClient.invalidateQueries({ queryKey: key });
    },
  });
}

export function findGuestOrder(lookup: GuestOrderLookup): Promise<Order> {
  return api.post<Order>('/guest/orders/lookup', lookup);
}

export function useFindGuestOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: findGuestOrder,
    onSuccess: (order) => queryClient.setQueryData(orderKeys.guest(order.id), order),
  });
}

/** A correction invoice's PDF: the signed-in buyer's by GET, a guest's by POST with the order's e-mail. */
function downloadCorrectionAt({ orderId, path, fallbackName, guestEmail }: { orderId: string; path: string; fallbackName: string; guestEmail?: string | undefined }): Promise<string> {
  const ids = `${encodeURIComponent(orderId)}/${path}/correction`;
  return guestEmail
    ? downloadFile({ path: `/guest/orders/${ids}`, accept: 'application/pdf', fallbackName, json: { email: guestEmail } })
    : downloadFile({ path: `/me/orders/${ids}`, accept: 'application/pdf', fallbackName });
}

/**
 * GET /api/me/orders/{id}/returns/{returnId}/correction: the correction invoice of a refunded
 * return (PDF); a guest's: POST /api/guest/orders/{id}/returns/{returnId}/correction with the e-mail.
 */
export function downloadCorrection({ returnId, ...rest }: { orderId: string; returnId: string; fallbackName: string; guestEmail?: string | undefined }): Promise<string> {
  return downloadCorrectionAt({ ...rest, path: `returns/${encodeURIComponent(returnId)}` });
}

/**
 * GET /api/me/orders/{id}/refunds/{refundId}/correction: the correction invoice of any other
 * refund of an invoiced order (a cancellation, a partial refund), PDF; a guest's by POST with the e-mail.
 */
export function downloadRefundCorrection({ refundId, ...rest }: { orderId: string; refundId: string; fallbackName: string; guestEmail?: string | undefined }): Promise<string> {
  return downloadCorrectionAt({ ...rest, path: `refunds/${encodeURIComponent(refundId)}` });
}
