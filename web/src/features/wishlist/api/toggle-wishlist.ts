import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toast';
import type { ProductCard } from '@contracts/product';
import type { WishlistEntry, WishlistResponse } from '@contracts/wishlist';
import { api } from '@/lib/api-client';
import { getWishlistQueryOptions } from './get-wishlist';

/** PUT /api/me/wishlist/{id}: idempotent (adding twice keeps the first date). */
export function addToWishlist(productId: number): Promise<{ productId: number; addedAt: string }> {
  return api.put(`/me/wishlist/${encodeURIComponent(productId)}`);
}

/** DELETE /api/me/wishlist/{id}: idempotent. */
export function removeFromWishlist(productId: number): Promise<void> {
  return api.delete(`/me/wishlist/${encodeURIComponent(productId)}`);
}

type Change = { action: 'add'; product: ProductCard } | { action: 'remove'; productId: number };

function productIdOf(change: Change): number {
  return change.action === 'add' ? change.product.id : change.productId;
}

/** The cache after a change: an add goes to the front (spec §4), a remove drops the entry. */
export function applyWishlistChange(data: WishlistResponse | undefined, change: Change, now = new Date().toISOString()): WishlistResponse {
  const items = (data?.items ?? []).filter((entry) => entry.productId !== productIdOf(change));
  if (change.action === 'remove') return { items };
  const entry: WishlistEntry = { productId: change.product.id, addedAt: now, product: change.product };
  return { items: [entry, ...items] };
}

/**
 * Add or remove, optimistically: the cache changes at once, rolls back if the API refuses, and
 * is re-read from the API afterwards. Failures are logged and shown as a toast.
 */
export function useToggleWishlist() {
  const { t } = useTranslation('wishlist');
  const queryClient = useQueryClient();
  const { queryKey } = getWishlistQueryOptions();
  return useMutation({
    mutationFn: async (change: Change) => {
      if (change.action === 'add') await addToWishlist(change.product.id);
      else await removeFromWishlist(change.productId);
    },
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<WishlistResponse>(queryKey);
      queryClient.setQueryData<WishlistResponse>(queryKey, (data) => applyWishlistChange(data, change));
      return { previous };
    },
    onError: (error, _change, context) => {
      console.error('wishlist update failed', error);
      queryClient.setQueryData(queryKey, context?.previous);
      toast.error(t('failed'));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}
