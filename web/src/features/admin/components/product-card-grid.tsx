import type { AdminProduct } from '@contracts/admin';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Grid } from '@/components/ui/layout';
import { toast } from '@/components/ui/toast';
import { useDeleteProduct } from '../api/delete-product';
import { useRestoreProduct } from '../api/restore-product';
import { ConfirmDialog } from './confirm-dialog';
import { ProductCard } from './product-card';

/**
 * The rows of /admin/products: a grid of product cards with their actions. Delete asks first (a
 * product orders name is archived instead); an archived one is restored at once.
 */
export function ProductCardGrid({ products }: { products: AdminProduct[] }) {
  const { t } = useTranslation('admin');
  const remove = useDeleteProduct();
  const restore = useRestoreProduct();
  const [toDelete, setToDelete] = useState<AdminProduct | null>(null);

  function confirmDelete() {
    if (!toDelete) return;
    const product = toDelete;
    remove.mutate(product.id, {
      onSuccess: (wasArchived) => toast.success(wasArchived ? t('products.archived', { name: product.name }) : t('products.deleted', { name: product.name })),
      onError: () => toast.error(t('products.deleteError')),
      onSettled: () => setToDelete(null),
    });
  }

  return (
    <>
      <Grid as="ul" role="list" gap={4} min="15rem">
        {products.map((product) => (
          <li key={product.id}>
            <ProductCard
              product={product}
              onDelete={() => setToDelete(product)}
              onRestore={() => restore.mutate(product.id, { onSuccess: () => toast.success(t('products.restored', { name: product.name })), onError: () => toast.error(t('products.restoreError')) })}
            />
          </li>
        ))}
      </Grid>
      <ConfirmDialog
        open={toDelete !== null}
        title={t('products.deleteTitle')}
        message={t('products.deleteConfirm', { name: toDelete?.name ?? '' })}
        confirmLabel={t('products.deleteAction')}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      />
    </>
  );
}
