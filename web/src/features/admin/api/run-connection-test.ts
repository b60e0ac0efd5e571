import { useMutation } from '@tanstack/react-query';
import type { ConnectionTestResult } from '@contracts/admin';
import { api } from '@/lib/api-client';

/** POST /api/admin/checkout-test: tries a real Checkout session against the payment provider. */
export function runConnectionTest(): Promise<ConnectionTestResult> {
  return api.post<ConnectionTestResult>('/admin/checkout-test');
}

export function useConnectionTest() {
  return useMutation({ mutationFn: runConnectionTest });
}
