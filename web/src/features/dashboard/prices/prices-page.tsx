import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import {
  AdminPriceBrandsDocument,
  AdminPriceGridDocument,
  AdminPriceParentItemsDocument,
  AdminUpdateProductPricesDocument,
} from '../../../generated/graphql';
import { requestFailure } from '../../../lib/request-error';
import { notify } from '../../../lib/notify';
import { adminFailed } from '../../../config/messages';
import {
  changedCells,
  draftOf,
  editCell,
  refusedField,
  refusedRowIndex,
  rowInput,
  rowProblems,
  type PriceField,
  type PriceProduct,
} from '../price-rows';
import { PriceGrid, SaveSummary, type Edit, type Refusal, type Summary } from './price-grid';
import { UnsavedChangesGuard } from '../unsaved';
import s from '../admin.module.css';
import p from './prices.module.css';
import { ChoiceFilter } from '../kit/list-parts';
import { ListScreen } from '../kit/list-screen';
import { positive, readListState, writeListState, type ListState } from '../kit/list-url';
import { listOptions, useListPage } from '../kit/use-list-page';
import { BusyButton } from '../../../components/ui/busy-button';

const SIZES = [25, 50, 100] as const;

type PricesState = ListState & { brand: number | null; parent: number | null };

/** ?q=rose&brand=3&parent=12&page=2&size=50: the search, the brand and parent item, the page and 25 / 50 / 100 a page, always by name. */
function readState(params: URLSearchParams): PricesState {
  const list = readListState(params, null, SIZES);
  return { ...list, sort: null, brand: positive(params.get('brand')), parent: positive(params.get('parent')) };
}

function writeState(state: PricesState): URLSearchParams {
  return writeListState(
    state,
    null,
    { brand: state.brand ? String(state.brand) : '', parent: state.parent ? String(state.parent) : '' },
    SIZES[0],
  );
}

/**
 * /dashboard/prices: many products' sale, cost and wholesale prices and discounts edited in place and
 * saved together with one updateProductPrices call (one transaction). Search, brand, parent item, page
 * and size live in the URL; edits survive paging and filtering until saved.
 */
export function PricesPage() {
  const list = useListPage({
    read: readState,
    write: writeState,
    document: AdminPriceGridDocument,
    variables: (state) => ({
      options: { ...listOptions(state), brandId: state.brand, parentItemId: state.parent, sortBy: 'name', sortDirection: 'ASC' as const },
    }),
    rows: (data) => data.products,
    failedWith: 'products',
  });
  const { state, go } = list;
  const brands = (useQuery(AdminPriceBrandsDocument).data?.brands.items ?? []).map((b) => ({ value: b.id, label: b.name }));
  const parentItems = (useQuery(AdminPriceParentItemsDocument, { variables: {} }).data?.parentItems.items ?? []).map((item) => ({
    value: item.id,
    label: item.title,
  }));
  const [save, saving] = useMutation(AdminUpdateProductPricesDocument);

  const [edits, setEdits] = useState<Map<number, Edit>>(new Map());
  const [refused, setRefused] = useState<Refusal | null>(null);
  const [summary, setSummary] = useState<Summary | null>(null);
  const [failure, setFailure] = useState('');

  const changedRows = [...edits.values()].filter((edit) => changedCells(edit.product, edit.draft).length > 0);
  const problems = changedRows.flatMap((edit) =>
    rowProblems(edit.product, edit.draft).map((problem) => `${edit.product.name}: ${problem}`),
  );
  const dirty = changedRows.length > 0;

  const type = (product: PriceProduct, field: PriceField, text: string) => {
    setEdits((current) => {
      const next = new Map(current);
      const edit = next.get(product.id) ?? { product, draft: draftOf(product) };
      next.set(product.id, { product: edit.product, draft: editCell(edit.draft, field, text) });
      return next;
    });
    if (refused?.productId === product.id) setRefused(null);
  };

  const submit = async () => {
    const sent = changedRows.map((edit) => ({ edit, row: rowInput(edit.product, edit.draft)! }));
    if (sent.length === 0 || problems.length > 0) return;
    setFailure('');
    setRefused(null);
    try {
      const result = await save({ variables: { rows: sent.map((s) => s.row) } });
      const answer = result.data?.updateProductPrices;
      if (!answer) throw new Error('No answer');
      setSummary(answer);
      void notify(answer.changedCount === 1 ? 'Prices of 1 product saved' : `Prices of ${answer.changedCount} products saved`, {
        type: 'success',
      });
      // The typed values stay in the cells until the grid has read the saved prices back (never a flash of the old ones).
      await list.query.refetch().catch(() => undefined);
      setEdits(new Map());
    } catch (err) {
      const { message, field } = requestFailure(err, adminFailed('update', 'prices'));
      const index = refusedRowIndex(message, field);
      const row = index !== null ? sent[index] : undefined;
      if (row) setRefused({ productId: row.edit.product.id, field: refusedField(field), message });
      setFailure(message);
    }
  };

  const choose = (filter: 'brand' | 'parent') => (value: string) => go({ [filter]: positive(value), page: 1 });

  return (
    <ListScreen
      title="Prices"
      list={list}
      actions={
        <div className={p.saveBar}>
          <span aria-live="polite" className={p.count}>
            {dirty ? `${changedRows.length} ${changedRows.length === 1 ? 'product' : 'products'} changed` : 'No changes'}
          </span>
          <button
            type="button"
            className={s.secondary}
            disabled={!dirty || saving.loading}
            onClick={() => {
              setEdits(new Map());
              setRefused(null);
              setFailure('');
            }}
          >
            Discard
          </button>
          <BusyButton type="button" className={s.primary} disabled={!dirty || problems.length > 0} busy={saving.loading} onClick={submit}>
            {saving.loading ? 'Saving…' : 'Save prices'}
          </BusyButton>
        </div>
      }
      search={{ label: 'Search products', placeholder: 'Search products' }}
      filters={
        <>
          <ChoiceFilter label="Brand" all="All brands" value={state.brand} choices={brands} onChoose={choose('brand')} hideLabel />
          <ChoiceFilter
            label="Parent item"
            all="All parent items"
            value={state.parent}
            choices={parentItems}
            onChoose={choose('parent')}
            hideLabel
          />
        </>
      }
      sizes={SIZES}
      notice={
        <>
          <div role="alert">{failure && <p className={`${s.alert} ${p.message}`}>{failure}</p>}</div>
          {summary && <SaveSummary summary={summary} onClose={() => setSummary(null)} />}
        </>
      }
      empty="No products found."
      footnote={
        problems.length > 0 && (
          <p className={s.fieldError} role="status">
            {problems[0]}
          </p>
        )
      }
      after={<UnsavedChangesGuard dirty={dirty} what="price changes" />}
    >
      {({ items }) => <PriceGrid products={items} edits={edits} refused={refused} busy={list.query.loading} onType={type} />}
    </ListScreen>
  );
}
