import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { useParams } from 'react-router-dom';
import { Spinner } from '@/components/ui/spinner';
import { AdminLayout } from '@/features/admin/components/admin-layout';
import { AdminGuard } from '../guards';

/**
 * The admin area (/admin/*), one lazy chunk for the storefront's router: the guard, the admin
 * frame and its own routes. Each page is a further chunk (the dashboard brings the chart
 * library, the product form the drag-and-drop one), so none of it reaches the first load.
 */
const page = <T,>(load: () => Promise<T>, pick: (m: T) => ComponentType): LazyExoticComponent<ComponentType> =>
  lazy(() => load().then((m) => ({ default: pick(m) })));

const Dashboard = page(() => import('@/features/admin/routes/dashboard'), (m) => m.DashboardRoute);
const Orders = page(() => import('@/features/admin/routes/orders'), (m) => m.OrdersRoute);
const Order = lazy(() => import('@/features/admin/routes/order').then((m) => ({ default: m.OrderRoute })));
const Products = page(() => import('@/features/admin/routes/products'), (m) => m.ProductsRoute);
const ImportProducts = page(() => import('@/features/admin/routes/product-import'), (m) => m.ProductImportRoute);
const NewProduct = page(() => import('@/features/admin/routes/product-form'), (m) => m.NewProductRoute);
const EditProduct = lazy(() => import('@/features/admin/routes/product-form').then((m) => ({ default: m.EditProductRoute })));
const Applications = page(() => import('@/features/admin/routes/dealer-applications'), (m) => m.DealerApplicationsRoute);
const Dealers = page(() => import('@/features/admin/routes/dealers'), (m) => m.DealersRoute);
const Dealer = lazy(() => import('@/features/admin/routes/dealers').then((m) => ({ default: m.DealerRoute })));
const VolumeBreaks = page(() => import('@/features/admin/routes/volume-breaks'), (m) => m.VolumeBreaksRoute);
const Messages = page(() => import('@/features/admin/routes/messages'), (m) => m.MessagesRoute);
const Returns = page(() => import('@/features/admin/routes/returns'), (m) => m.ReturnsRoute);
const Return = lazy(() => import('@/features/admin/routes/return').then((m) => ({ default: m.ReturnRoute })));
const Refunds = page(() => import('@/features/admin/routes/refunds'), (m) => m.RefundsRoute);
const Invoices = page(() => import('@/features/admin/routes/invoices'), (m) => m.InvoicesRoute);
const Shipping = page(() => import('@/features/admin/routes/shipping-settings'), (m) => m.ShippingSettingsRoute);
const NotificationSettings = page(() => import('@/features/admin/routes/notification-settings'), (m) => m.NotificationSettingsRoute);
const SearchSynonyms = page(() => import('@/features/admin/routes/search-synonyms'), (m) => m.SearchSynonymsRoute);
const Manufacturers = page(() => import('@/features/admin/routes/manufacturers'), (m) => m.ManufacturersRoute);
const Reviews = page(() => import('@/features/admin/routes/reviews'), (m) => m.ReviewsRoute);
const Promotions = page(() => import('@/features/admin/routes/promotions'), (m) => m.PromotionsRoute);
const NotFound = page(() => import('./not-found'), (m) => m.NotFoundRoute);

function Loading() {
  return (
    <div style={{ display: 'grid', placeItems: 'center', minHeight: '40vh' }}>
      <Spinner size="large" />
    </div>
  );
}

function Page({ component: Component }: { component: LazyExoticComponent<ComponentType> }) {
  return (
    <Suspense fallback={<Loading />}>
      <Component />
    </Suspense>
  );
}

type AdminPage = LazyExoticComponent<ComponentType<{ id: string }>> | LazyExoticComponent<ComponentType>;

/** The admin paths below /admin/ (the route's `*`), each with its lazy page; `id` is the path's one parameter. */
const adminRoutes: [RegExp, AdminPage][] = [
  [/^$/, Dashboard],
  [/^orders$/, Orders],
  [/^orders\/([^/]+)$/, Order],
  [/^products$/, Products],
  [/^products\/new$/, NewProduct],
  [/^products\/import$/, ImportProducts],
  [/^products\/([^/]+)\/edit$/, EditProduct],
  [/^dealer-applications$/, Applications],
  [/^dealers$/, Dealers],
  [/^dealers\/([^/]+)$/, Dealer],
  [/^volume-breaks$/, VolumeBreaks],
  [/^messages$/, Messages],
  [/^invoices$/, Invoices],
  [/^refunds$/, Refunds],
  [/^returns$/, Returns],
  // A return is named by its order and its own id: `id` is `{orderId}/{returnId}`.
  [/^returns\/([^/]+\/[^/]+)$/, Return],
  [/^shipping$/, Shipping],
  [/^settings\/notifications$/, NotificationSettings],
  [/^search$/, SearchSynonyms],
  [/^manufacturers$/, Manufacturers],
  [/^reviews$/, Reviews],
  [/^promotions$/, Promotions],
];

export function matchAdminPath(splat: string): { page: AdminPage; id: string } | null {
  const path = splat.replace(/\/+$/, '');
  for (const [pattern, page] of adminRoutes) {
    const match = pattern.exec(path);
    if (match) return { page, id: match[1] ? decodeURIComponent(match[1]) : '' };
  }
  return null;
}

function AdminPages() {
  const splat = useParams()['*'] ?? '';
  const match = matchAdminPath(splat);
  if (!match) return <Page component={NotFound} />;
  const Component = match.page as LazyExoticComponent<ComponentType<{ id: string }>>;
  return (
    <AdminLayout>
      <Suspense fallback={<Loading />}>
        <Component key={match.id} id={match.id} />
      </Suspense>
    </AdminLayout>
  );
}

export function AdminRoute() {
  return (
    <AdminGuard>
      <AdminPages />
    </AdminGuard>
  );
}
