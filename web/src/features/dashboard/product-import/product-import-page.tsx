import { useId, useState } from 'react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import {
  AdminImportProductsDocument,
  AdminPreviewProductImportDocument,
  AdminProductsCsvDocument,
  type AdminImportReportFragment,
} from '../../../generated/graphql';
import { requestFailure } from '../../../lib/request-error';
import { notify } from '../../../lib/notify';
import { PageMeta } from '../../../lib/page-meta';
import s from '../admin.module.css';
import p from './product-import.module.css';
import { BusyButton } from '../../../components/ui/busy-button';

/** The API's limits on one import (docs/api.md: at most 2,000 rows and 5 MB). */
export const MAX_CSV_BYTES = 5_000_000;
const megabytes = (bytes: number) => `${(bytes / 1_000_000).toLocaleString('en-GB', { maximumFractionDigits: 1 })} MB`;

const ACTION_LABEL: Record<string, string> = { CREATE: 'Create', UPDATE: 'Update', UNCHANGED: 'Unchanged', ERROR: 'Error' };

/** Saves text as a file through a Blob and an <a download> (the product and audit log exports). */
export function download(text: string, name: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * /dashboard/products/import: Export downloads every product as CSV (productsCsv); Import reads a .csv
 * file (or pasted text), shows the dry run's report (previewProductImport) row by row, and Apply
 * (importProducts, one transaction) is offered only when the report has no errors.
 */
export function ProductImportPage() {
  const client = useApolloClient();
  const [exporting, setExporting] = useState(false);
  const [exported, setExported] = useState('');
  const [csv, setCsv] = useState('');
  const [bytes, setBytes] = useState(0);
  const [fileName, setFileName] = useState('');
  const [report, setReport] = useState<AdminImportReportFragment | null>(null);
  const [result, setResult] = useState<AdminImportReportFragment | null>(null);
  const [failure, setFailure] = useState('');
  const [preview, previewing] = useMutation(AdminPreviewProductImportDocument);
  const [apply, applying] = useMutation(AdminImportProductsDocument);
  const titleId = useId();
  const fileId = useId();
  const pasteId = useId();

  const exportCsv = async () => {
    setExporting(true);
    setExported('');
    try {
      const { data } = await client.query({ query: AdminProductsCsvDocument, variables: {}, fetchPolicy: 'network-only' });
      if (!data) throw new Error('No answer');
      const { csv: text, rowCount, totalItems, truncated } = data.productsCsv;
      download(text, `products-${new Date().toISOString().slice(0, 10)}.csv`);
      setExported(
        truncated
          ? `Exported ${rowCount} of ${totalItems} products: the file was cut short. Narrow the products list's filters to export the rest.`
          : `Exported ${rowCount} ${rowCount === 1 ? 'product' : 'products'}.`,
      );
    } catch (err) {
      void notify(requestFailure(err, 'Failed to export products').message, { type: 'error' });
    } finally {
      setExporting(false);
    }
  };

  const changeText = (text: string) => {
    setCsv(text);
    setBytes(new TextEncoder().encode(text).length);
    setReport(null);
    setResult(null);
    setFailure('');
  };

  const readFile = async (file: File | undefined) => {
    if (!file) return;
    setFileName(file.name);
    const text = await new Promise<string>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result ?? ''));
      reader.onerror = () => reject(reader.error);
      reader.readAsText(file);
    }).catch(() => null);
    if (text === null) setFailure('The file could not be read');
    else changeText(text);
  };

  const tooLong = bytes > MAX_CSV_BYTES;

  const runPreview = async () => {
    setFailure('');
    setResult(null);
    try {
      const { data } = await preview({ variables: { csv } });
      setReport(data?.previewProductImport ?? null);
    } catch (err) {
      setReport(null);
      setFailure(requestFailure(err, 'Failed to check the file').message);
    }
  };

  const runImport = async () => {
    setFailure('');
    try {
      const { data } = await apply({ variables: { csv } });
      const answer = data?.importProducts ?? null;
      setResult(answer);
      if (answer?.applied) {
        setReport(null);
        void notify(`Imported: ${answer.createCount} created, ${answer.updateCount} updated`, { type: 'success' });
      } else if (answer) setReport(answer);
    } catch (err) {
      setFailure(requestFailure(err, 'Failed to import products').message);
    }
  };

  return (
    <section className={s.panel} aria-labelledby={titleId}>
      <PageMeta title="Import / export products · Dashboard" index={false} />
      <div className={s.listHead}>
        <h1 id={titleId}>Import / export products</h1>
      </div>
      <div className={p.import}>
        <section aria-labelledby={`${titleId}-export`}>
          <h2 id={`${titleId}-export`}>Export</h2>
          <p className={s.hint}>Every product as CSV, with every field of the product form (at most 2,000 products per file).</p>
          <p>
            <button type="button" className={s.secondary} onClick={exportCsv} disabled={exporting} aria-busy={exporting}>
              {exporting ? 'Exporting…' : 'Export CSV'}
            </button>
          </p>
          <p role="status" className={s.hint}>
            {exported}
          </p>
        </section>

        <section aria-labelledby={`${titleId}-import`}>
          <h2 id={`${titleId}-import`}>Import</h2>
          <p className={s.hint}>
            Rows are matched by code: a known code updates that product, a new or empty one creates one. At most 2,000 rows and 5 MB: a
            whole catalogue's export imports again.
          </p>
          <div className={s.form}>
            <div className={s.field}>
              <label htmlFor={fileId} className={s.label}>
                CSV file
              </label>
              <input id={fileId} type="file" accept=".csv,text/csv" onChange={(e) => void readFile(e.target.files?.[0])} />
              {fileName && (
                <p className={s.hint}>
                  {fileName}: {megabytes(bytes)}
                </p>
              )}
            </div>
            <div className={s.field} style={{ gridColumn: '1 / -1' }}>
              <label htmlFor={pasteId} className={s.label}>
                Or paste the CSV
              </label>
              <textarea
                id={pasteId}
                className={`${s.input} ${p.csvBox}`}
                value={csv}
                onChange={(e) => {
                  setFileName('');
                  changeText(e.target.value);
                }}
                aria-invalid={tooLong || undefined}
              />
              {tooLong && (
                <p className={s.fieldError}>
                  The file is {megabytes(bytes)}: at most 5 MB can be imported at once. Split it into files of fewer rows
                </p>
              )}
            </div>
            <div className={s.formActions}>
              <BusyButton
                type="button"
                className={s.secondary}
                disabled={!csv.trim() || tooLong}
                busy={previewing.loading}
                onClick={runPreview}
              >
                {previewing.loading ? 'Checking…' : 'Check the file'}
              </BusyButton>
              <BusyButton
                type="button"
                className={s.primary}
                disabled={!report || report.errorCount > 0}
                busy={applying.loading}
                onClick={runImport}
              >
                {applying.loading ? 'Importing…' : 'Apply the import'}
              </BusyButton>
            </div>
          </div>
          <div role="alert">{failure && <p className={s.alert}>{failure}</p>}</div>
          {result?.applied && (
            <p role="status" className={p.summary}>
              Imported {result.totalRows} {result.totalRows === 1 ? 'row' : 'rows'}: {result.createCount} created, {result.updateCount}{' '}
              updated, {result.unchangedCount} unchanged.
            </p>
          )}
          {report && <ImportReport report={report} />}
        </section>
      </div>
    </section>
  );
}

/** The dry run's report: totals, each row's action and changed columns, and each error with its row and column. */
export function ImportReport({ report }: { report: AdminImportReportFragment }) {
  const errorsOf = (row: number) => report.errors.filter((e) => e.rowNumber === row);
  return (
    <section aria-label="Import report">
      <h3>
        {report.applied
          ? 'Imported'
          : report.errorCount > 0
            ? 'The file has errors: nothing can be imported until they are fixed'
            : 'Ready to import'}
      </h3>
      <ul className={p.totals}>
        <li>
          {report.totalRows} {report.totalRows === 1 ? 'row' : 'rows'}
        </li>
        <li>{report.createCount} to create</li>
        <li>{report.updateCount} to update</li>
        <li>{report.unchangedCount} unchanged</li>
        <li>
          {report.errorCount} {report.errorCount === 1 ? 'error' : 'errors'} in {report.errorRowCount}{' '}
          {report.errorRowCount === 1 ? 'row' : 'rows'}
        </li>
      </ul>
      <div className={s.tableWrap}>
        <table className={s.table}>
          <thead>
            <tr>
              <th scope="col" className={s.numeric}>
                Row
              </th>
              <th scope="col">Action</th>
              <th scope="col">Code</th>
              <th scope="col">Name</th>
              <th scope="col">Changes / errors</th>
            </tr>
          </thead>
          <tbody>
            {report.rows.map((row) => {
              const errors = errorsOf(row.rowNumber);
              return (
                <tr key={row.rowNumber}>
                  <td className={s.numeric}>{row.rowNumber}</td>
                  <td>
                    <span className={p[`action${row.action}`]}>{ACTION_LABEL[row.action] ?? row.action}</span>
                  </td>
                  <td>{row.code}</td>
                  <td>{row.name}</td>
                  <td className={p.changes}>
                    {errors.length > 0 ? (
                      <ul className={s.fieldError}>
                        {errors.map((e, i) => (
                          <li key={i}>
                            Row {e.rowNumber}
                            {e.column ? `, ${e.column}` : ''}: {e.message}
                          </li>
                        ))}
                      </ul>
                    ) : row.changes.length > 0 ? (
                      row.changes.join(', ')
                    ) : (
                      '—'
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {report.errors
        .filter((e) => !report.rows.some((r) => r.rowNumber === e.rowNumber))
        .map((e, i) => (
          <p key={i} className={s.fieldError}>
            Row {e.rowNumber}
            {e.column ? `, ${e.column}` : ''}: {e.message}
          </p>
        ))}
    </section>
  );
}
