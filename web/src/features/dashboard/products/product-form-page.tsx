import { useCallback, useEffect, useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { Controller, useForm, useWatch, type Control, type UseFormRegister } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router-dom';
import * as docs from '../../../generated/graphql';
import { notify } from '../../../lib/notify';
import { PageMeta } from '../../../lib/page-meta';
import { requestFailure } from '../../../lib/request-error';
import { adminFailed } from '../../../config/messages';
import { paths } from '../../../config/paths';
import { UploadError, uploadImage } from '../image-input';
import type { PriceField } from '../price-rows';
import type { FormField, Row } from '../resource';
import { RefSelect } from '../resource-form';
import { UnsavedChangesGuard } from '../unsaved';
import { GalleryInput } from './gallery-input';
import { productPaths } from './product-list';
import {
  ATTRIBUTES, CERTIFICATIONS, emptyValues, firstInvalid, imagesChanged, numberProblem, priceProblem, sameIds, TABS, tabOf, TEXTS,
  toInput, typedPrice, valuesFromProduct, type FieldName, type GalleryImage, type LoadedProduct, type ProductFormValues,
} from './product-form-values';
import s from '../admin.module.css';
import f from './product-form.module.css';

const FALLBACK = 'products';
const NAME_REQUIRED = 'Name is Required';

/** /dashboard/add/product and /dashboard/products/:id: the product form, empty or filled in from `product(id)`. */
export function ProductFormPage() {
  const { id } = useParams();
  const productId = id === undefined ? null : /^[1-9]\d*$/.test(id) ? Number(id) : NaN;
  if (Number.isNaN(productId)) {
    return <section className={s.panel}><h1>No such product</h1><p><Link to={`${paths.dashboard}/products`}>Back to the products</Link></p></section>;
  }
  return <ProductLoader key={id ?? 'new'} productId={productId} />;
}

function ProductLoader({ productId }: { productId: number | null }) {
  const { data, loading, error, refetch } = useQuery(docs.AdminProductDocument, { variables: { id: productId ?? 0 }, skip: productId === null, fetchPolicy: 'network-only' });
  // The selects' choices come first, so that the form's values find their options.
  const choices = useQuery(docs.AdminProductChoicesDocument, { fetchPolicy: 'network-only' });
  const title = productId === null ? 'Add Product' : 'Edit Product';
  if ((productId !== null && !data) || (choices.loading && !choices.data)) {
    return (
      <section className={s.panel}>
        <PageMeta title={`${title} · Dashboard`} index={false} />
        <h1>{title}</h1>
        {loading || choices.loading ? <div className={s.loading} role="status"><span className={s.spinner} aria-hidden="true" />Loading…</div>
          : error ? <p className={`error ${s.loadError}`} role="alert">{requestFailure(error, adminFailed('fetch', FALLBACK)).message}</p> : null}
      </section>
    );
  }
  return <ProductForm product={data?.product ?? null} choices={choices} reload={async () => (await refetch()).data?.product ?? null} />;
}

type Choices = docs.AdminProductChoicesQuery;
type SavedStep = { to: string } | null;

/** The form with its 13 side tabs; saving creates or updates the product with its pictures and collections in one mutation. */
function ProductForm({ product, choices, reload }: {
  product: LoadedProduct | null;
  choices: { data?: Choices; loading: boolean; error?: unknown };
  reload: () => Promise<LoadedProduct | null>;
}) {
  const client = useApolloClient();
  const navigate = useNavigate();
  const editing = product !== null;
  const [initial, setInitial] = useState(() => (product ? valuesFromProduct(product) : emptyValues()));
  const form = useForm<ProductFormValues>({ defaultValues: initial });
  const { register, control, handleSubmit, setValue, getValues, setError, setFocus, reset, formState: { errors, isDirty, isSubmitting } } = form;
  const [tab, setTab] = useState(TABS[0].id);
  const [focusField, setFocusField] = useState<FieldName | null>(null);
  const [failure, setFailure] = useState('');
  const [after, setAfter] = useState<SavedStep>(null);
  const formId = useId();
  const title = editing ? `Edit Product: ${product.name}` : 'Add Product';

  // The first invalid field: its tab opens, then it takes the focus (once its panel shows).
  useEffect(() => {
    if (!focusField) return;
    if (focusField === 'images') document.getElementById(`${formId}-images`)?.focus();
    else setFocus(focusField);
    setFocusField(null);
  }, [focusField, tab, setFocus]);
  // Leaving after a create waits until the unsaved-changes guard has seen the form saved.
  useEffect(() => { if (after) navigate(after.to); }, [after, navigate]);

  const tabIdOf = useCallback((t: string) => `${formId}-tab-${t}`, [formId]);
  const showInvalid = (field: FieldName) => {
    setTab(tabOf(field));
    setFocusField(field);
  };

  /** The pictures as the save sends them, new ones uploaded first; null when they are as loaded. */
  const imagesToSave = async (values: ProductFormValues) => {
    if (!imagesChanged(values.images, initial.images)) return null;
    const images = [];
    for (const image of values.images) {
      if (image.kind === 'kept') images.push({ file: image.file });
      else {
        const uploaded = await uploadImage('products', image.image);
        images.push({ uploadedFileName: uploaded.uploadedFileName, originalName: uploaded.fileName });
      }
    }
    return images;
  };

  const submit = handleSubmit(async (values) => {
    setFailure('');
    try {
      const images = await imagesToSave(values);
      const collectionIds = sameIds(values.collectionIds, initial.collectionIds) ? null : values.collectionIds.map(Number);
      const { data } = await client.mutate({
        mutation: docs.AdminSaveProductDocument,
        variables: { id: editing ? product.id : null, input: toInput(values, editing), images, collectionIds },
      });
      if (!editing) {
        void notify('Product added', { type: 'success' });
        reset(values);
        setAfter({ to: productPaths.edit(data!.saveProduct.id) });
        return;
      }
      void notify('Product updated', { type: 'success' });
      const fresh = await reload();
      const next = fresh ? valuesFromProduct(fresh) : values;
      setInitial(next);
      reset(next);
    } catch (err) {
      const { message, field } = err instanceof UploadError ? { message: err.message, field: 'images' } : requestFailure(err, adminFailed(editing ? 'update' : 'add', FALLBACK));
      const known = field && TABS.some((t) => (t.fields as string[]).includes(field)) ? (field as FieldName) : null;
      if (known) {
        setError(known, { type: 'server', message });
        showInvalid(known);
      } else setFailure(message);
    }
  }, (invalid) => {
    const first = firstInvalid(invalid);
    if (first) showInvalid(first);
  });

  const price = (field: PriceField) => register(field, {
    validate: (_v, all) => priceProblem(all, field) || true,
    onChange: (e: { target: { value: string } }) => {
      const next = typedPrice(getValues(), field, e.target.value);
      for (const key of ['salePrice', 'discountInAmount', 'discountInPercent', 'discountBy'] as const) {
        if (key !== field && next[key] !== getValues(key)) setValue(key, next[key] as never, { shouldDirty: true });
      }
    },
  });
  const number = (field: Parameters<typeof numberProblem>[0]) => register(field, { validate: (v) => numberProblem(field, String(v)) || true });

  const field = (name: FieldName, label: string, control_: (common: FieldProps) => ReactNode, hint?: string) => (
    <Field key={name} id={`${formId}-${name}`} label={label} hint={hint} error={errors[name]?.message as string | undefined} check={typeof initial[name] === 'boolean'}>{control_}</Field>
  );
  const options = (key: keyof Omit<Choices, '__typename'>) => choices.data?.[key]?.items ?? [];
  const choiceSelect = (name: FieldName, label: string, key: keyof Omit<Choices, '__typename'>) => field(name, label, (p) => (
    <select {...p} className={s.input} {...register(name)}>
      <option value="">{choices.loading ? 'Loading…' : 'None'}</option>
      {options(key).map((o) => <option key={o.id} value={String(o.id)}>{o.name}</option>)}
    </select>
  ));
  const textInput = (name: FieldName, label: string, hint?: string, type = 'text') => field(name, label, (p) => <input {...p} type={type} className={s.input} {...register(name)} />, hint);
  const area = (name: FieldName, label: string) => field(name, label, (p) => <textarea {...p} className={s.input} rows={8} {...register(name)} />);
  const check = (name: FieldName, label: string) => field(name, label, (p) => <input {...p} type="checkbox" className={s.checkbox} {...register(name)} />);

  const panels: Record<string, ReactNode> = {
    name: (
      <>
        {field('name', 'Name', (p) => <input {...p} className={s.input} {...register('name', { validate: (v) => String(v).trim() !== '' || NAME_REQUIRED })} />)}
        {textInput('slug', 'Slug', 'Left empty, one is made from the name')}
        {textInput('code', 'Code', 'Left empty, the next free code is given')}
        {textInput('barCodeFormat', 'Barcode', 'The barcode and its format, e.g. EAN-13 5012345678900')}
        {check('barCodeFormatOK', 'Barcode format checked')}
        <TreeSelects control={control} register={register} setValue={setValue} idOf={(n) => `${formId}-${n}`} errors={errors} />
        {choiceSelect('brandId', 'Brand', 'brands')}
      </>
    ),
    images: (
      <div className={f.wide}>
        {field('images', 'Pictures', (p) => (
          <Controller name="images" control={control} render={({ field: c }) => (
            <GalleryInput id={p.id} describedBy={p['aria-describedby']} value={c.value as GalleryImage[]} onChange={c.onChange} />
          )} />
        ), 'JPEG, PNG, WebP, GIF or AVIF, at most 10 MB each. The first picture is the main image.')}
      </div>
    ),
    prices: (
      <>
        {field('salePrice', 'Sale price (£)', (p) => <input {...p} className={s.input} inputMode="decimal" {...price('salePrice')} />)}
        {field('costPrice', 'Cost price (£)', (p) => <input {...p} className={s.input} inputMode="decimal" {...price('costPrice')} />)}
        {field('wholeSalePrice', 'Wholesale price (£)', (p) => <input {...p} className={s.input} inputMode="decimal" {...price('wholeSalePrice')} />)}
        {field('discountInAmount', 'Discount amount (£)', (p) => <input {...p} className={s.input} inputMode="decimal" {...price('discountInAmount')} />, 'Typing one discount works out the other from the sale price')}
        {field('discountInPercent', 'Discount percent (%)', (p) => <input {...p} className={s.input} inputMode="numeric" {...price('discountInPercent')} />)}
        <DiscountedPrice control={control} />
      </>
    ),
    attributes: (
      <>
        {ATTRIBUTES.map(([name, label, key]) => choiceSelect(name, label, key))}
        {textInput('finishCoverage', 'Finish / coverage', 'e.g. Matte, full coverage')}
      </>
    ),
    descriptions: <>{area('shortDescription', TEXTS.shortDescription)}{area('detailedDescription', TEXTS.detailedDescription)}</>,
    benefits: area('productBenefits', TEXTS.productBenefits),
    ingredients: area('ingredients', TEXTS.ingredients),
    features: area('productFeatures', TEXTS.productFeatures),
    'how-to-use': area('howToUse', TEXTS.howToUse),
    certifications: <fieldset className={f.checks}><legend>Certifications</legend>{CERTIFICATIONS.map(([name, label]) => check(name, label))}</fieldset>,
    stock: (
      <>
        {field('stockQuantity', 'Stock quantity', (p) => <input {...p} className={s.input} inputMode="numeric" {...number('stockQuantity')} />, 'The saleable stock; a change made here is kept in the stock ledger as an adjustment')}
        {textInput('shelfCode', 'Shelf')}
        {choiceSelect('productLocationId', 'Location', 'productLocations')}
        {choiceSelect('vendorId', 'Vendor', 'vendors')}
        {choiceSelect('productClassId', 'Product class', 'productClasses')}
        {textInput('batchNumber', 'Batch number')}
        {textInput('expiryDate', 'Expiry date', undefined, 'date')}
      </>
    ),
    shipping: (
      <>
        {field('shippingWeightGrams', 'Shipping weight (g)', (p) => <input {...p} className={s.input} inputMode="numeric" {...number('shippingWeightGrams')} />)}
        {field('lengthCm', 'Length (cm)', (p) => <input {...p} className={s.input} inputMode="decimal" {...number('lengthCm')} />)}
        {field('widthCm', 'Width (cm)', (p) => <input {...p} className={s.input} inputMode="decimal" {...number('widthCm')} />)}
        {field('heightCm', 'Height (cm)', (p) => <input {...p} className={s.input} inputMode="decimal" {...number('heightCm')} />)}
      </>
    ),
    status: (
      <>
        {field('productPoints', 'Points', (p) => <input {...p} className={s.input} inputMode="numeric" {...number('productPoints')} />, 'Reward points a shopper earns with it')}
        {check('isActive', 'Active (shown in the shop)')}
        <fieldset className={`${f.checks} ${f.wide}`}>
          <legend>Collections</legend>
          {options('collections').length === 0 && <p className={s.hint}>{choices.loading ? 'Loading…' : 'No collections yet.'}</p>}
          <Controller name="collectionIds" control={control} render={({ field: c }) => (
            <>
              {options('collections').map((o) => {
                const value = String(o.id);
                const on = (c.value as string[]).includes(value);
                return (
                  <label key={o.id} className={f.checkLabel}>
                    <input type="checkbox" className={s.checkbox} checked={on} onChange={() => c.onChange(on ? (c.value as string[]).filter((v) => v !== value) : [...(c.value as string[]), value])} /> {o.name}
                  </label>
                );
              })}
            </>
          )} />
        </fieldset>
      </>
    ),
  };

  return (
    <section className={s.panel} aria-labelledby={`${formId}-title`}>
      <PageMeta title={`${editing ? 'Edit Product' : 'Add Product'} · Dashboard`} index={false} />
      <UnsavedChangesGuard dirty={isDirty && !after} what="product changes" />
      <div className={s.listHead}>
        <h1 id={`${formId}-title`}>{title}</h1>
        <div className={f.headLinks}>
          {editing && <a href={paths.product(product.slug)} target="_blank" rel="noopener">View in the shop</a>}
          <Link to={`${paths.dashboard}/products`}>All products</Link>
        </div>
      </div>
      {choices.error ? <p className="error" role="alert">{requestFailure(choices.error, adminFailed('fetch', FALLBACK)).message}</p> : null}
      <form onSubmit={submit} noValidate className={f.layout}>
        <Tabs tab={tab} onTab={setTab} idOf={tabIdOf} panelOf={(t) => `${formId}-panel-${t}`} invalid={new Set(TABS.filter((t) => t.fields.some((n) => errors[n])).map((t) => t.id))} />
        <div className={f.panels}>
          {TABS.map((t) => (
            <div key={t.id} role="tabpanel" id={`${formId}-panel-${t.id}`} aria-labelledby={`${formId}-tab-${t.id}`} hidden={t.id !== tab} className={f.panel}>
              <h2 className={f.panelTitle}>{t.label}</h2>
              <div className={s.form}>{panels[t.id]}</div>
            </div>
          ))}
          <div role="alert">{failure && <p className={s.alert}>{failure}</p>}</div>
          <div className={s.formActions}>
            <button type="submit" className={s.primary} disabled={isSubmitting} aria-busy={isSubmitting}>
              {isSubmitting ? 'Saving…' : editing ? 'Save changes' : 'Save product'}
            </button>
          </div>
        </div>
      </form>
    </section>
  );
}

/** The side tabs: a vertical tablist on wide screens, a scrolling row on phones; arrows, Home and End move between them. */
function Tabs({ tab, onTab, idOf, panelOf, invalid }: { tab: string; onTab: (id: string) => void; idOf: (id: string) => string; panelOf: (id: string) => string; invalid: Set<string> }) {
  // On a phone the row scrolls: the chosen tab (by a click, a key or an invalid field) comes into view.
  useEffect(() => { document.getElementById(idOf(tab))?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' }); }, [tab, idOf]);
  const keys = (e: KeyboardEvent) => {
    const at = TABS.findIndex((t) => t.id === tab);
    const to = e.key === 'ArrowDown' || e.key === 'ArrowRight' ? (at + 1) % TABS.length
      : e.key === 'ArrowUp' || e.key === 'ArrowLeft' ? (at - 1 + TABS.length) % TABS.length
      : e.key === 'Home' ? 0 : e.key === 'End' ? TABS.length - 1 : -1;
    if (to < 0) return;
    e.preventDefault();
    onTab(TABS[to].id);
    document.getElementById(idOf(TABS[to].id))?.focus();
  };
  return (
    <div role="tablist" aria-label="Product form sections" className={f.tabs} onKeyDown={keys}>
      {TABS.map((t, i) => (
        <button
          key={t.id} type="button" role="tab" id={idOf(t.id)} aria-controls={panelOf(t.id)} aria-selected={t.id === tab} tabIndex={t.id === tab ? 0 : -1}
          className={f.tab} onClick={() => onTab(t.id)}
        >
          <span className={f.tabNumber} aria-hidden="true">{i + 1}</span>{t.label}
          {invalid.has(t.id) && <span className={f.tabError}> (has errors)</span>}
        </button>
      ))}
    </div>
  );
}

interface FieldProps { id: string; 'aria-describedby'?: string; 'aria-invalid'?: boolean }

function Field({ id, label, hint, error, check, children }: { id: string; label: string; hint?: string; error?: string; check: boolean; children: (p: FieldProps) => ReactNode }) {
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={check ? `${s.field} ${s.checkField}` : s.field}>
      <label htmlFor={id} className={s.label}>{label}</label>
      {children({ id, 'aria-describedby': describedBy, 'aria-invalid': error ? true : undefined })}
      {hint && <p id={`${id}-hint`} className={s.hint}>{hint}</p>}
      <p id={`${id}-error`} className={s.fieldError}>{error}</p>
    </div>
  );
}

const gbp = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });

/** What the shopper pays, as the storefront works it out (sale price minus the discount amount). */
function DiscountedPrice({ control }: { control: Control<ProductFormValues> }) {
  const [sale, amount] = useWatch({ control, name: ['salePrice', 'discountInAmount'] });
  const price = Number(sale);
  const off = Number(amount) || 0;
  if (!sale || Number.isNaN(price) || off > price) return null;
  return <p className={`${s.hint} ${f.wide}`} aria-live="polite">The shop shows {gbp.format(price - off)}{off > 0 ? ` (was ${gbp.format(price)})` : ''}.</p>;
}

type TreeName = 'departmentId' | 'categoryId' | 'subCategoryId' | 'parentItemId';
const TREE: (FormField<Row & Record<string, unknown>> & { name: TreeName })[] = [
  { name: 'departmentId', label: 'Department', kind: 'ref', virtual: true, source: { resource: 'departments' } },
  { name: 'categoryId', label: 'Category', kind: 'ref', virtual: true, source: { resource: 'categories', filter: { by: 'departmentId', from: 'departmentId' } } },
  { name: 'subCategoryId', label: 'Sub-category', kind: 'ref', virtual: true, source: { resource: 'subcategories', filter: { by: 'categoryId', from: 'categoryId' } } },
  { name: 'parentItemId', label: 'Parent item', kind: 'ref', source: { resource: 'parent-items', filter: { by: 'subCategoryId', from: 'subCategoryId' } } },
];

/** Department → category → sub-category → parent item: each select waits for the one before, and a new choice clears those after. */
function TreeSelects({ control, setValue, idOf, errors }: {
  control: Control<ProductFormValues>;
  register: UseFormRegister<ProductFormValues>;
  setValue: (name: TreeName, value: string, options: { shouldDirty: boolean }) => void;
  idOf: (name: string) => string;
  errors: Partial<Record<string, { message?: unknown }>>;
}) {
  return (
    <>
      {TREE.map((treeField, i) => {
        const id = idOf(treeField.name);
        const error = errors[treeField.name]?.message as string | undefined;
        return (
          <div key={treeField.name} className={s.field}>
            <label htmlFor={id} className={s.label}>{treeField.label}</label>
            <RefSelect
              field={treeField as Extract<FormField<Row & Record<string, unknown>>, { kind: 'ref' }>}
              common={{ id, className: s.input, 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? `${id}-error` : undefined }}
              control={control as never}
              rules={{}}
              onParentChange={i < TREE.length - 1 ? () => TREE.slice(i + 1).forEach((next) => setValue(next.name, '', { shouldDirty: true })) : undefined}
            />
            <p id={`${id}-error`} className={s.fieldError}>{error}</p>
          </div>
        );
      })}
    </>
  );
}
