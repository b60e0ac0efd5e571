import { zodResolver } from '@hookform/resolvers/zod';
import { productInputSchema } from '@contracts/admin';
import { brands, categoryKeys, categoryTree, engineTypes, type CategoryKey } from '@contracts/catalog';
import { lazy, Suspense, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useForm, useWatch, type FieldPath, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { toast } from '@/components/ui/toast';
import { Button, ButtonLink } from '@/components/ui/button';
import { isApiError } from '@/lib/api-client';
import { getAdminProductQueryOptions } from '../api/get-admin-product';
import { useSaveProduct, type ProductPayload } from '../api/save-product';
import { adminPaths } from '../paths';
import { validationText } from '../utils/error-text';
import { toProductInput, type ProductFormValues } from '../utils/product-form-values';
import { zlotyToGrosze } from '../utils/zloty';
import { DealerPrices } from './dealer-prices';
import { StockLog } from './stock-log';
import { ExtraImagesField } from './extra-images-field';
import { MainImageField } from './main-image-field';
import { ProductShippingFields } from './product-shipping-fields';
import { ProductVolumeBreaks } from './product-volume-breaks';
import { ProductSafetyFields, ProductStatusField } from './product-safety-fields';
import { FitmentEditor } from './fitment-editor';
import styles from './product-form.module.css';
import { SpecificationsEditor } from './specifications-editor';
import { ui } from '@/components/ui/classes';
import { Field, fieldControl } from '@/components/ui/field';
import { LoadingState } from '@/components/ui/loading-state';

/** The options editor and variant matrix: a chunk of its own, loaded for products with options only. */
const VariantsEditor = lazy(() => import('./variants/variants-editor'));

/** A server field error the form shows where it belongs: a top-level field, or under an option, a matrix row or a volume break. */
const isFormPath = (name: string, values: ProductFormValues) => name in values || /^(options|variants|volumeBreaks)(\.|$)/.test(name);

/**
 * The shared schema validates what the API will receive: the form's zł and text lists are
 * converted first (zł → grosze at the form's edge), and the field names are the same, so every
 * message lands under its own input.
 */
const schemaResolver = zodResolver(productInputSchema);
export const productFormResolver: Resolver<ProductFormValues, unknown, ProductPayload> = (values, context, options) =>
  schemaResolver(toProductInput(values) as never, context, options as never) as unknown as ReturnType<Resolver<ProductFormValues, unknown, ProductPayload>>;

interface ProductFormProps {
  productId: number | null;
  defaultValues: ProductFormValues;
}

/** New and edit product form (spec §2 "Product form", §5 validation). */
export function ProductForm({ productId, defaultValues }: ProductFormProps) {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation('catalog');
  const navigate = useNavigate();
  const save = useSaveProduct();
  const queryClient = useQueryClient();
  // The stock this edit started from; orders may move it while the admin edits (see saveProduct).
  const [expectedStock, setExpectedStock] = useState(productId === null ? undefined : Number(defaultValues.stock));
  const [uploadingMain, setUploadingMain] = useState(false);
  const [uploadingExtra, setUploadingExtra] = useState(false);
  const uploading = uploadingMain || uploadingExtra;
  const [variantsOpen, setVariantsOpen] = useState(defaultValues.options.length > 0);

  const form = useForm<ProductFormValues, unknown, ProductPayload>({
    defaultValues,
    resolver: productFormResolver,
    mode: 'onSubmit',
    // Spec §5: an error clears when its field is edited (and comes back only on the next submit).
    reValidateMode: 'onSubmit',
  });
  const { register, handleSubmit, control, setValue, clearErrors, setError, formState } = form;
  const { errors } = formState;

  /** Registers a field whose error disappears as soon as it is edited. */
  const field = (name: FieldPath<ProductFormValues>) => register(name, { onChange: () => clearErrors(name) });
  const message = (name: keyof ProductFormValues) => validationText(t, errors[name]?.message as string | undefined);

  const [categoryKey, brand, stockText, priceText, imageUrl, images, specifications, specificationsEn, options, variants, productNumber] = useWatch({
    control,
    name: ['categoryKey', 'brand', 'stock', 'price', 'imageUrl', 'images', 'specifications', 'specificationsEn', 'options', 'variants', 'productNumber'],
  });
  // With options, the product's units are the total of its variants' (the server counts them).
  const hasOptions = options.length > 0;
  const variantUnits = variants.reduce((sum, row) => sum + (Number(row.stock) || 0), 0);
  const subcategories = categoryTree[categoryKey as CategoryKey] ?? [];
  const brandOptions = (brands as readonly string[]).includes(brand) || !brand ? brands : [brand, ...brands];
  const stock = Number(stockText);
  const price = zlotyToGrosze(priceText);

  const onSubmit = handleSubmit(async (payload) => {
    try {
      await save.mutateAsync({ id: productId, input: payload, expectedStock });
      toast.success(productId === null ? t('form.created', { name: payload.name }) : t('form.updated', { name: payload.name }));
      navigate(adminPaths.products);
    } catch (error) {
      const variantStockChanged = isApiError(error) && error.code === 'stock_changed' ? Object.keys(error.fields ?? {}).filter((k) => /^variants\.\d+\.stock$/.test(k)) : [];
      if (variantStockChanged.length && productId !== null) {
        // Orders moved a size's units meanwhile: show every row's units as they are now, and mark the rows.
        const current = await queryClient.fetchQuery({ ...getAdminProductQueryOptions(productId), staleTime: 0 }).catch(() => undefined);
        if (current) {
          const units = new Map(current.variants.map((v) => [v.sku, v.stock ?? 0]));
          setValue(
            'variants',
            form.getValues('variants').map((row) => (units.has(row.sku) ? { ...row, stock: String(units.get(row.sku)), expectedStock: units.get(row.sku) } : row)),
          );
        }
        for (const name of variantStockChanged) setError(name as FieldPath<ProductFormValues>, { type: 'server', message: 'validation.stockChanged' });
        toast.error(t('variants.stockChanged'));
        return;
      }
      if (isApiError(error) && error.code === 'stock_changed' && productId !== null) {
        // Show the stock as it is now, so the admin decides again from the real number.
        const current = await queryClient.fetchQuery({ ...getAdminProductQueryOptions(productId), staleTime: 0 }).catch(() => undefined);
        if (current) {
          setExpectedStock(current.stock);
          setValue('stock', String(current.stock));
          toast.error(t('form.stockChanged', { stock: current.stock }));
        } else toast.error(t('form.saveError'));
        setError('stock', { type: 'server', message: 'validation.stockChanged' }, { shouldFocus: true });
        return;
      }
      if (isApiError(error) && error.fields) {
        for (const [name, key] of Object.entries(error.fields)) {
          if (isFormPath(name, defaultValues)) setError(name as FieldPath<ProductFormValues>, { type: 'server', message: key });
        }
      }
      toast.error(t('form.saveError'));
    }
  });

  const busy = formState.isSubmitting || save.isPending;

  return (
    <form id="product-form" className={styles.form} onSubmit={(e) => void onSubmit(e)} noValidate aria-busy={busy || undefined}>
      {Object.keys(errors).length > 0 ? (
        <p className={`${ui.error} ${styles.summaryError}`} role="alert">
          {t('form.hasErrors')}
        </p>
      ) : null}

      <section className={ui.panel} aria-labelledby="section-basic">
        <h2 id="section-basic" className={ui.panelTitle}>
          {t('form.sections.basic')}
        </h2>
        <div className={ui.fieldGrid}>
          <Field label={t('form.name')} error={message('name')} required className={ui.fieldWide}>
            {(control) => <input {...control} className={fieldControl.input} autoComplete="off" {...field('name')} />}
          </Field>
          <Field label={t('form.brand')} error={message('brand')}>
            {(control) => (
              <select {...control} className={fieldControl.select} {...field('brand')}>
                {brandOptions.map((b) => (
                  <option key={b} value={b}>
                    {b}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label={t('form.category')} error={message('categoryKey')}>
            {(control) => (
              <select
                {...control}
                className={fieldControl.select}
                {...register('categoryKey', {
                  onChange: (e: { target: { value: string } }) => {
                    clearErrors('categoryKey');
                    const next = categoryTree[e.target.value as CategoryKey] as readonly string[] | undefined;
                    if (!next?.includes(form.getValues('subcategory'))) setValue('subcategory', '');
                  },
                })}
              >
                {categoryKeys.map((key) => (
                  <option key={key} value={key}>
                    {tc(`categories.${key}`)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label={t('form.subcategory')} error={message('subcategory')} required>
            {(control) => (
              <select {...control} className={fieldControl.select} {...field('subcategory')}>
                <option value="">{t('form.chooseSubcategory')}</option>
                {subcategories.map((key) => (
                  <option key={key} value={key}>
                    {tc(`subcategories.${key}`)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label={t('form.productNumber')} error={message('productNumber')}>
            {(control) => <input {...control} className={fieldControl.input} autoComplete="off" {...field('productNumber')} />}
          </Field>
          <Field label={t('form.engineType')} error={message('engineType')}>
            {(control) => (
              <select {...control} className={fieldControl.select} {...field('engineType')}>
                <option value="">{t('form.none')}</option>
                {[...new Set([...engineTypes, ...(defaultValues.engineType ? [defaultValues.engineType] : [])])].map((type) => (
                  <option key={type} value={type}>
                    {type}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label={t('form.productType')} error={message('productType')}>
            {(control) => <input {...control} className={fieldControl.input} {...field('productType')} />}
          </Field>
          <Field label={t('form.material')} error={message('material')}>
            {(control) => <input {...control} className={fieldControl.input} {...field('material')} />}
          </Field>
          <Field label={t('form.creationMethod')} error={message('creationMethod')}>
            {(control) => <input {...control} className={fieldControl.input} {...field('creationMethod')} />}
          </Field>
          <Field label={t('form.tireType')} error={message('tireType')}>
            {(control) => <input {...control} className={fieldControl.input} {...field('tireType')} />}
          </Field>
          <Field label={t('form.compatibleModels')} hint={t('form.listHint')} error={message('compatibleModels')}>
            {(control) => <input {...control} className={fieldControl.input} {...field('compatibleModels')} />}
          </Field>
          <Field label={t('form.engineCapacity')} hint={t('form.listHint')} error={message('engineCapacity')}>
            {(control) => <input {...control} className={fieldControl.input} {...field('engineCapacity')} />}
          </Field>
          <Field label={t('form.yearFrom')} error={message('yearFrom')}>
            {(control) => <input {...control} className={fieldControl.input} type="number" inputMode="numeric" min={1900} max={2100} step={1} {...field('yearFrom')} />}
          </Field>
          <Field label={t('form.yearTo')} error={message('yearTo')}>
            {(control) => <input {...control} className={fieldControl.input} type="number" inputMode="numeric" min={1900} max={2100} step={1} {...field('yearTo')} />}
          </Field>
        </div>
      </section>

      <FitmentEditor control={control} register={register} errors={errors.fitment} />

      <section className={ui.panel} aria-labelledby="section-prices">
        <h2 id="section-prices" className={ui.panelTitle}>
          {t('form.sections.prices')}
        </h2>
        <div className={ui.fieldGrid}>
          <Field label={t('form.price')} error={message('price')} required>
            {(control) => <input {...control} className={fieldControl.input} type="number" inputMode="decimal" min={0} step={0.01} {...field('price')} />}
          </Field>
          <Field label={t('form.originalPrice')} hint={t('form.originalPriceHint')} error={message('originalPrice')}>
            {(control) => <input {...control} className={fieldControl.input} type="number" inputMode="decimal" min={0} step={0.01} {...field('originalPrice')} />}
          </Field>
          <Field
            label={t('form.dealerPrice')}
            hint={price && price > 0 ? t('form.dealerPriceHintAmount', { amount: (Math.round(price * 0.8) / 100).toFixed(2).replace('.', ',') }) : t('form.dealerPriceHint')}
            error={message('dealerPrice')}
          >
            {(control) => <input {...control} className={fieldControl.input} type="number" inputMode="decimal" min={0} step={0.01} {...field('dealerPrice')} />}
          </Field>
          <label className={ui.checkbox}>
            <input type="checkbox" {...register('notForDealers')} />
            {t('form.notForDealers')}
          </label>
          {hasOptions ? (
            <Field label={t('form.stock')} hint={t('variants.stockTotal')}>
              {(control) => <input {...control} className={fieldControl.input} type="number" value={variantUnits} readOnly aria-readonly="true" data-testid="variant-units-total" />}
            </Field>
          ) : (
            <Field label={t('form.stock')} hint={Number.isFinite(stock) && stock > 0 ? t('form.inStock') : t('form.outOfStock')} error={message('stock')}>
              {(control) => <input {...control} className={fieldControl.input} type="number" inputMode="numeric" min={0} step={1} {...field('stock')} />}
            </Field>
          )}
          <Field label={t('form.lowStockThreshold')} hint={t('form.lowStockThresholdHint')} error={message('lowStockThreshold')}>
            {(control) => <input {...control} className={fieldControl.input} type="number" inputMode="numeric" min={0} step={1} {...field('lowStockThreshold')} />}
          </Field>
        </div>
      </section>

      <ProductVolumeBreaks
        initial={defaultValues.volumeBreaks}
        errors={errors.volumeBreaks}
        onChange={(rows) => {
          setValue('volumeBreaks', rows as ProductFormValues['volumeBreaks'], { shouldDirty: true });
          clearErrors('volumeBreaks');
        }}
      />

      <section className={ui.panel} aria-labelledby="section-variants">
        <h2 id="section-variants" className={ui.panelTitle}>
          {t('variants.title')}
        </h2>
        {variantsOpen ? (
          <Suspense fallback={<LoadingState label={t('variants.loading')} />}>
            <VariantsEditor
              options={options}
              variants={variants}
              onOptions={(next) => setValue('options', next, { shouldDirty: true })}
              onVariants={(next) => setValue('variants', next, { shouldDirty: true })}
              errors={errors}
              clearErrors={(path) => clearErrors(path as FieldPath<ProductFormValues>)}
              productNumber={productNumber}
              pictures={[imageUrl, ...images].filter(Boolean)}
            />
          </Suspense>
        ) : (
          <div className={ui.stack}>
            <p className={ui.hint}>{t('variants.intro')}</p>
            <Button variant="secondary" onClick={() => setVariantsOpen(true)} className={styles.openVariants}>
              {t('variants.open')}
            </Button>
          </div>
        )}
      </section>

      <ProductShippingFields register={field} errors={{ parcelSize: errors.parcelSize?.message, weightGrams: errors.weightGrams?.message }} />

      <ProductSafetyFields
        register={field}
        currentManufacturerId={defaultValues.manufacturerId}
        errors={{ manufacturerId: errors.manufacturerId?.message, gtin: errors.gtin?.message, safetyWarnings: errors.safetyWarnings?.message, safetyWarningsEn: errors.safetyWarningsEn?.message }}
      />

      <section className={ui.panel} aria-labelledby="section-dealer-prices">
        <h2 id="section-dealer-prices" className={ui.panelTitle}>
          {t('form.sections.dealerPrices')}
        </h2>
        <DealerPrices productId={productId} />
      </section>

      <section className={ui.panel} aria-labelledby="section-stock-log">
        <h2 id="section-stock-log" className={ui.panelTitle}>
          {t('form.sections.stockLog')}
        </h2>
        <StockLog productId={productId} />
      </section>

      <section className={ui.panel} aria-labelledby="section-images">
        <h2 id="section-images" className={ui.panelTitle}>
          {t('form.sections.images')}
        </h2>
        <div className={ui.stack}>
          <MainImageField
            value={imageUrl}
            uploading={uploading}
            onUploadingChange={setUploadingMain}
            error={message('imageUrl')}
            onUploaded={(key) => {
              setValue('imageUrl', key, { shouldDirty: true });
              clearErrors('imageUrl');
            }}
            urlInput={(control) => <input {...control} className={fieldControl.input} inputMode="url" placeholder="https://… / products/…" {...field('imageUrl')} />}
          />
          <div>
            <h3 className={styles.subheading}>{t('images.title')}</h3>
            <ExtraImagesField value={images} onChange={(next) => setValue('images', next, { shouldDirty: true })} uploading={uploading} onUploadingChange={setUploadingExtra} />
          </div>
        </div>
      </section>

      <section className={ui.panel} aria-labelledby="section-descriptions">
        <h2 id="section-descriptions" className={ui.panelTitle}>
          {t('form.sections.descriptions')}
        </h2>
        <div className={ui.fieldGrid}>
          <Field label={t('form.description')} hint={t('form.descriptionHint')} error={message('description')} required className={ui.fieldWide}>
            {(control) => <textarea {...control} className={fieldControl.textarea} rows={3} {...field('description')} />}
          </Field>
          <Field label={t('form.detailedDescription')} hint={t('form.detailedDescriptionHint')} error={message('detailedDescription')} className={ui.fieldWide}>
            {(control) => <textarea {...control} className={fieldControl.textarea} rows={8} {...field('detailedDescription')} />}
          </Field>
        </div>
      </section>

      <section className={ui.panel} aria-labelledby="section-specs">
        <h2 id="section-specs" className={ui.panelTitle}>
          {t('form.sections.specifications')}
        </h2>
        <SpecificationsEditor
          value={specifications}
          onChange={(next) => {
            setValue('specifications', next, { shouldDirty: true });
            clearErrors('specifications');
          }}
          error={errors.specifications ? t('validation.specifications') : undefined}
        />
      </section>

      <section className={ui.panel} aria-labelledby="section-english">
        <h2 id="section-english" className={ui.panelTitle}>
          {t('form.sections.english')}
        </h2>
        <p className={ui.hint}>{t('form.englishHint')}</p>
        <div className={ui.fieldGrid}>
          <Field label={t('form.nameEn')} error={message('nameEn')} className={ui.fieldWide}>
            {(control) => <input {...control} lang="en" className={fieldControl.input} autoComplete="off" {...field('nameEn')} />}
          </Field>
          <Field label={t('form.descriptionEn')} error={message('descriptionEn')} className={ui.fieldWide}>
            {(control) => <textarea {...control} lang="en" className={fieldControl.textarea} rows={3} {...field('descriptionEn')} />}
          </Field>
          <Field label={t('form.detailedDescriptionEn')} hint={t('form.detailedDescriptionHint')} error={message('detailedDescriptionEn')} className={ui.fieldWide}>
            {(control) => <textarea {...control} lang="en" className={fieldControl.textarea} rows={8} {...field('detailedDescriptionEn')} />}
          </Field>
        </div>
        <h3 className={styles.subheading}>{t('form.specificationsEn')}</h3>
        <SpecificationsEditor
          caption={t('form.specificationsEn')}
          value={specificationsEn}
          onChange={(next) => {
            setValue('specificationsEn', next, { shouldDirty: true });
            clearErrors('specificationsEn');
          }}
          error={errors.specificationsEn ? t('validation.specifications') : undefined}
        />
      </section>

      <fieldset className={`${ui.panel} ${styles.flags}`}>
        <legend className={ui.panelTitle}>{t('form.sections.flags')}</legend>
        <label className={ui.checkbox}>
          <input type="checkbox" {...register('isNew')} />
          {t('form.isNew')}
        </label>
        <label className={ui.checkbox}>
          <input type="checkbox" {...register('isOnSale')} />
          {t('form.isOnSale')}
        </label>
        <label className={ui.checkbox}>
          <input type="checkbox" {...register('isLimitedEdition')} />
          {t('form.isLimitedEdition')}
        </label>
        <label className={ui.checkbox}>
          <input type="checkbox" {...register('isFeatured')} />
          {t('form.isFeatured')}
        </label>
        <p className={ui.hint}>{t('form.inStockDerived')}</p>
      </fieldset>

      <ProductStatusField register={field} />

      <div className={styles.submitBar}>
        <ButtonLink to={adminPaths.products} variant="secondary">
          {t('form.cancel')}
        </ButtonLink>
        <Button type="submit" disabled={uploading || busy} aria-busy={busy || undefined}>
          {busy ? t('form.saving') : productId === null ? t('form.submitCreate') : t('form.submitUpdate')}
        </Button>
      </div>
    </form>
  );
}
