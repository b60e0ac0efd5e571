import { ArrowLeft } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { toast } from '@/components/ui/toast';
import { usePageMeta } from '@/hooks/use-page-meta';
import { useAdminProduct } from '../api/get-admin-product';
import { ProductForm } from '../components/product-form';
import { LoadingState } from '@/components/ui/loading-state';
import { ui } from '@/components/ui/classes';
import { adminPaths } from '../paths';
import { newProductValues, productToFormValues } from '../utils/product-form-values';
import styles from './order.module.css';

function parseId(raw: string | undefined): number | null {
  if (!raw || !/^[1-9]\d{0,15}$/.test(raw)) return null;
  return Number(raw);
}

/** /admin/products/new */
export function NewProductRoute() {
  const { t } = useTranslation('admin');
  usePageMeta({ title: t('meta.newProduct') });
  return (
    <>
      <BackLink />
      <header className={ui.pageHeader}>
        <h1 className={ui.title}>{t('form.titleNew')}</h1>
      </header>
      <ProductForm productId={null} defaultValues={newProductValues()} />
    </>
  );
}

/** /admin/products/{id}/edit: loads the product first; a failure says so and goes back to the list. */
export function EditProductRoute({ id: rawId }: { id: string }) {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const id = parseId(rawId);
  const product = useAdminProduct(id);
  usePageMeta({ title: t('meta.editProduct') });

  const failed = id === null || product.isError;
  useEffect(() => {
    if (!failed) return;
    toast.error(t('form.loadError'));
    navigate(adminPaths.products, { replace: true });
  }, [failed, navigate, t]);

  if (id === null) return <Navigate to={adminPaths.products} replace />;
  if (product.isPending || product.isError) return <LoadingState label={t('form.loading')} />;

  return (
    <>
      <BackLink />
      <header className={ui.pageHeader}>
        <div>
          <h1 className={ui.title}>{t('form.titleEdit')}</h1>
          <p className={ui.subtitle}>
            {product.data.name} · #{product.data.id}
          </p>
        </div>
      </header>
      <ProductForm key={product.data.id} productId={product.data.id} defaultValues={productToFormValues(product.data)} />
    </>
  );
}

function BackLink() {
  const { t } = useTranslation('admin');
  return (
    <Link to={adminPaths.products} className={`${ui.link} ${styles.back}`}>
      <ArrowLeft aria-hidden="true" />
      {t('form.back')}
    </Link>
  );
}
