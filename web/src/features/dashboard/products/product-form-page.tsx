import { useCallback, useEffect, useEffectEvent, useId, useState } from 'react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { FormProvider, useForm } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router-dom';
import * as docs from '../../../generated/graphql';
import { notify } from '../../../lib/notify';
import { PageMeta } from '../../../lib/page-meta';
import { requestFailure } from '../../../lib/request-error';
import { adminFailed } from '../../../config/messages';
import { dashboardPaths, paths } from '../../../config/paths';
import { UploadError, uploadImage } from '../image-input';
import { UnsavedChangesGuard } from '../unsaved';
import {
  emptyValues,
  firstInvalid,
  imagesChanged,
  sameIds,
  TABS,
  tabOf,
  toInput,
  valuesFromProduct,
  type FieldName,
  type LoadedProduct,
  type ProductFormValues,
} from './product-form-values';
import { ProductFormContext, type ProductFormShared } from './tabs/product-fields';
import { TabList } from './tabs/tab-list';
import { TAB_PANELS } from './tabs/tab-panels';
import s from '../admin.module.css';
import f from './product-form.module.css';
import { BusyButton } from '../../../components/ui/busy-button';

const FALLBACK = 'products';

/** /dashboard/add/product and /dashboard/products/:id: the product form, empty or filled in from `product(id)`. */
export function ProductFormPage() {
  const { id } = useParams();
  const productId = id === undefined ? null : /^[1-9]\d*$/.test(id) ? Number(id) : NaN;
  if (Number.isNaN(productId)) {
    return (
      <section className={s.panel}>
        <h1>No such product</h1>
        <p>
          <Link to={dashboardPaths.products}>Back to the products</Link>
        </p>
      </section>
    );
  }
  return <ProductLoader key={id ?? 'new'} productId={productId} />;
}

function ProductLoader({ productId }: { productId: number | null }) {
  const { data, loading, error, refetch } = useQuery(docs.AdminProductDocument, {
    variables: { id: productId ?? 0 },
    skip: productId === null,
    fetchPolicy: 'network-only',
  });
  // The selects' choices come first, so that the form's values find their options.
  const choices = useQuery(docs.AdminProductChoicesDocument, { fetchPolicy: 'network-only' });
  const title = productId === null ? 'Add Product' : 'Edit Product';
  if ((productId !== null && !data) || (choices.loading && !choices.data)) {
    return (
      <section className={s.panel}>
        <PageMeta title={`${title} · Dashboard`} index={false} />
        <h1>{title}</h1>
        {loading || choices.loading ? (
          <div className={s.loading} role="status">
            <span className={s.spinner} aria-hidden="true" />
            Loading…
          </div>
        ) : error ? (
          <p className={`error ${s.loadError}`} role="alert">
            {requestFailure(error, adminFailed('fetch', FALLBACK)).message}
          </p>
        ) : null}
      </section>
    );
  }
  return <ProductForm product={data?.product ?? null} choices={choices} reload={async () => (await refetch()).data?.product ?? null} />;
}

type Choices = docs.AdminProductChoicesQuery;
type SavedStep = { to: string } | null;

/** The form with its 13 side tabs; saving creates or updates the product with its pictures and collections in one mutation. */
function ProductForm({
  product,
  choices,
  reload,
}: {
  product: LoadedProduct | null;
  choices: { data?: Choices; loading: boolean; error?: unknown };
  reload: () => Promise<LoadedProduct | null>;
}) {
  const client = useApolloClient();
  const navigate = useNavigate();
  const editing = product !== null;
  const [initial, setInitial] = useState(() => (product ? valuesFromProduct(product) : emptyValues()));
  const form = useForm<ProductFormValues>({ defaultValues: initial });
  const {
    handleSubmit,
    setError,
    setFocus,
    reset,
    formState: { errors, isDirty, isSubmitting },
  } = form;
  const [tab, setTab] = useState(TABS[0].id);
  // Each request is a new object, so asking for the same field again focuses it again.
  const [focusRequest, setFocusRequest] = useState<{ field: FieldName } | null>(null);
  const [failure, setFailure] = useState('');
  const [after, setAfter] = useState<SavedStep>(null);
  const formId = useId();
  const title = editing ? `Edit Product: ${product.name}` : 'Add Product';

  // The first invalid field: its tab opens, then it takes the focus (once its panel shows).
  const focusField = useEffectEvent((field: FieldName) => {
    if (field === 'images') document.getElementById(`${formId}-images`)?.focus();
    else setFocus(field);
  });
  useEffect(() => {
    if (focusRequest) focusField(focusRequest.field);
  }, [focusRequest]);
  // Leaving after a create waits until the unsaved-changes guard has seen the form saved.
  useEffect(() => {
    if (after) void navigate(after.to);
  }, [after, navigate]);

  const tabIdOf = useCallback((t: string) => `${formId}-tab-${t}`, [formId]);
  const showInvalid = (field: FieldName) => {
    setTab(tabOf(field));
    setFocusRequest({ field });
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

  const submit = handleSubmit(
    async (values) => {
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
          setAfter({ to: dashboardPaths.product(data!.saveProduct.id) });
          return;
        }
        void notify('Product updated', { type: 'success' });
        const fresh = await reload();
        const next = fresh ? valuesFromProduct(fresh) : values;
        setInitial(next);
        reset(next);
      } catch (err) {
        const { message, field } =
          err instanceof UploadError
            ? { message: err.message, field: 'images' }
            : requestFailure(err, adminFailed(editing ? 'update' : 'add', FALLBACK));
        const known = field && TABS.some((t) => (t.fields as string[]).includes(field)) ? (field as FieldName) : null;
        if (known) {
          setError(known, { type: 'server', message });
          showInvalid(known);
        } else setFailure(message);
      }
    },
    (invalid) => {
      const first = firstInvalid(invalid);
      if (first) showInvalid(first);
    },
  );

  const shared: ProductFormShared = { formId, initial, choices };

  return (
    <section className={s.panel} aria-labelledby={`${formId}-title`}>
      <PageMeta title={`${editing ? 'Edit Product' : 'Add Product'} · Dashboard`} index={false} />
      <UnsavedChangesGuard dirty={isDirty && !after} what="product changes" />
      <div className={s.listHead}>
        <h1 id={`${formId}-title`}>{title}</h1>
        <div className={f.headLinks}>
          {editing && (
            <a href={paths.product(product.slug)} target="_blank" rel="noopener">
              View in the shop
            </a>
          )}
          <Link to={dashboardPaths.products}>All products</Link>
        </div>
      </div>
      {choices.error ? (
        <p className="error" role="alert">
          {requestFailure(choices.error, adminFailed('fetch', FALLBACK)).message}
        </p>
      ) : null}
      <FormProvider {...form}>
        <ProductFormContext.Provider value={shared}>
          <form onSubmit={submit} noValidate className={f.layout}>
            <TabList
              tab={tab}
              onTab={setTab}
              idOf={tabIdOf}
              panelOf={(t) => `${formId}-panel-${t}`}
              invalid={new Set(TABS.filter((t) => t.fields.some((n) => errors[n])).map((t) => t.id))}
            />
            <div className={f.panels}>
              {TABS.map((t) => {
                const Panel = TAB_PANELS[t.id];
                return (
                  <div
                    key={t.id}
                    role="tabpanel"
                    id={`${formId}-panel-${t.id}`}
                    aria-labelledby={`${formId}-tab-${t.id}`}
                    hidden={t.id !== tab}
                    className={f.panel}
                  >
                    <h2 className={f.panelTitle}>{t.label}</h2>
                    <div className={s.form}>
                      <Panel />
                    </div>
                  </div>
                );
              })}
              <div role="alert">{failure && <p className={s.alert}>{failure}</p>}</div>
              <div className={s.formActions}>
                <BusyButton type="submit" className={s.primary} busy={isSubmitting}>
                  {isSubmitting ? 'Saving…' : editing ? 'Save changes' : 'Save product'}
                </BusyButton>
              </div>
            </div>
          </form>
        </ProductFormContext.Provider>
      </FormProvider>
    </section>
  );
}
