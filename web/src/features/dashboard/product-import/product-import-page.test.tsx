import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { installDialogAndKeyboardFocus } from '../../../testing/jsdom-support';
import { ProductImportPage } from './product-import-page';
import { fakeServer, withProviders, type Answer } from '../../../testing/test-support';

const CSV = 'code,name,salePrice\nPRD-0001,Rose Lip Oil,18.50\n,New Balm,\nPRD-0003,Velvet Foundation,32.00\n';

function report(applied: boolean, withErrors: boolean) {
  return {
    __typename: 'ProductImportReport',
    applied,
    totalRows: 3,
    createCount: withErrors ? 0 : 1,
    updateCount: 1,
    unchangedCount: 1,
    errorCount: withErrors ? 1 : 0,
    errorRowCount: withErrors ? 1 : 0,
    rows: [
      { __typename: 'ProductImportRow', rowNumber: 2, action: 'UPDATE', code: 'PRD-0001', name: 'Rose Lip Oil', changes: ['salePrice'] },
      {
        __typename: 'ProductImportRow',
        rowNumber: 3,
        action: withErrors ? 'ERROR' : 'CREATE',
        code: 'PRD-0004',
        name: 'New Balm',
        changes: withErrors ? [] : ['name', 'salePrice'],
      },
      { __typename: 'ProductImportRow', rowNumber: 4, action: 'UNCHANGED', code: 'PRD-0003', name: 'Velvet Foundation', changes: [] },
    ],
    errors: withErrors ? [{ __typename: 'ProductImportError', rowNumber: 3, column: 'salePrice', message: 'Sale price is required' }] : [],
  };
}

function renderImport(answer: (name: string, csv: string) => Answer) {
  const server = fakeServer((name, variables) => answer(name, variables.csv as string));
  render(
    withProviders(
      server.client,
      '/dashboard/products/import',
      <Routes>
        <Route path="/dashboard/products/import" element={<ProductImportPage />} />
      </Routes>,
    ),
  );
  return server;
}

let restore: () => void;
beforeAll(() => {
  restore = installDialogAndKeyboardFocus();
});
afterAll(() => restore());

describe('product import', () => {
  test('the dry run shows each row’s action, the columns it changes and each error with its row and column; Apply stays off while there are errors', async () => {
    const user = userEvent.setup();
    const server = renderImport((name) =>
      name === 'AdminPreviewProductImport'
        ? { data: { previewProductImport: report(false, true) } }
        : { errors: [{ message: 'not expected' }] },
    );
    const file = new File([CSV], 'products.csv', { type: 'text/csv' });
    await user.upload(screen.getByLabelText('CSV file'), file);
    await waitFor(() => expect(screen.getByLabelText('Or paste the CSV')).toHaveValue(CSV));
    expect(screen.getByRole('button', { name: 'Apply the import' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Check the file' }));
    const reportBox = await screen.findByRole('region', { name: 'Import report' });
    expect(server.received.find((r) => r.operationName === 'AdminPreviewProductImport')?.variables).toEqual({ csv: CSV });
    expect(within(reportBox).getByRole('heading')).toHaveTextContent('The file has errors');
    const rows = within(reportBox)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      );
    expect(rows).toEqual([
      ['2', 'Update', 'PRD-0001', 'Rose Lip Oil', 'salePrice'],
      ['3', 'Error', 'PRD-0004', 'New Balm', 'Row 3, salePrice: Sale price is required'],
      ['4', 'Unchanged', 'PRD-0003', 'Velvet Foundation', '—'],
    ]);
    expect(within(reportBox).getByText('1 error in 1 row')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Apply the import' })).toBeDisabled();
  });

  test('a clean dry run enables Apply; applying sends the same CSV and shows what was written', async () => {
    const user = userEvent.setup();
    const server = renderImport((name) =>
      name === 'AdminPreviewProductImport'
        ? { data: { previewProductImport: report(false, false) } }
        : { data: { importProducts: report(true, false) } },
    );
    await user.click(screen.getByLabelText('Or paste the CSV'));
    await user.paste(CSV);
    await user.click(screen.getByRole('button', { name: 'Check the file' }));
    expect(await screen.findByRole('heading', { name: 'Ready to import' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Apply the import' }));
    expect(await screen.findByText('Imported 3 rows: 1 created, 1 updated, 1 unchanged.')).toBeInTheDocument();
    expect(server.received.filter((r) => r.operationName === 'AdminImportProducts').map((r) => r.variables)).toEqual([{ csv: CSV }]);
  });

  test('the limit is in bytes: a whole catalogue (over 1 MB) may be checked; over 5 MB says to split the file, and Check stays off', async () => {
    const user = userEvent.setup();
    renderImport(() => ({ data: { previewProductImport: report(false, false) } }));
    const pick = (text: string) => user.upload(screen.getByLabelText('CSV file'), new File([text], 'products.csv', { type: 'text/csv' }));
    await pick(CSV + 'x'.repeat(1_100_000));
    expect(await screen.findByText('products.csv: 1.1 MB')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Check the file' })).toBeEnabled();
    // 2,600,000 two-byte letters: 5.2 MB in UTF-8, fewer characters than that.
    await pick(CSV + 'é'.repeat(2_600_000));
    expect(
      await screen.findByText('The file is 5.2 MB: at most 5 MB can be imported at once. Split it into files of fewer rows'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Check the file' })).toBeDisabled();
  });
});
