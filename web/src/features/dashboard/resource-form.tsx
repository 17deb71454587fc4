import { useEffect, useState } from 'react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { Controller, useForm, useWatch, type Control, type UseFormRegister } from 'react-hook-form';
import { requestFailure } from '../../lib/request-error';
import { notify, notifyProgress } from '../../lib/notify';
import { adminFailed } from '../../config/messages';
import { paths } from '../../config/paths';
import type { AdminResource, FormField, Row } from './resource';
import { ImageInput, UploadError, uploadImage, type ChosenImage } from './image-input';
import { resourceAt } from './resources';
import type { FieldControlProps } from '../../components/ui/form-field';
import { AdminField } from './settings/admin-field';
import s from './admin.module.css';
import { BusyButton } from '../../components/ui/busy-button';
import { showFieldError } from '../../lib/field-error';

type Values = Record<string, unknown>;
type Editing = (Row & Record<string, unknown>) | null;

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** datetime-local wants the local wall time, YYYY-MM-DDTHH:mm. */
function localDateTime(iso: unknown): string {
  if (typeof iso !== 'string' || !iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** The form's starting values: a new row's defaults, or the row being edited. */
function startValues(resource: AdminResource, row: Editing): Values {
  return Object.fromEntries(
    resource.fields.map((field) => {
      if (field.kind === 'image') return [field.name, null];
      if (!row) return [field.name, field.defaultValue ?? (field.kind === 'checkbox' ? false : '')];
      const value = field.initial ? field.initial(row) : row[field.name];
      if (field.kind === 'checkbox') return [field.name, Boolean(value)];
      if (field.kind === 'datetime') return [field.name, localDateTime(value)];
      return [field.name, value == null ? '' : String(value)];
    }),
  );
}

const blank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** The input the API takes from the form's values; blanks are left out of a new row, and cleared on an edit. */
async function toInput(resource: AdminResource, values: Values, editing: boolean): Promise<Values> {
  const input: Values = {};
  for (const field of resource.fields) {
    if (field.virtual) continue;
    const value = values[field.name];
    if (field.kind === 'image') {
      if (value) input[field.name] = await uploadImage(resource.imageArea ?? '', value as ChosenImage);
      continue;
    }
    if (field.kind === 'checkbox') {
      input[field.name] = Boolean(value);
      continue;
    }
    if (blank(value)) {
      if (editing && !field.omitBlank) input[field.name] = null;
      continue;
    }
    const text = String(value).trim();
    input[field.name] =
      field.kind === 'number' || field.kind === 'money' || field.kind === 'ref'
        ? Number(text)
        : field.kind === 'datetime'
          ? new Date(text).toISOString()
          : text;
  }
  return input;
}

/** The fields whose choices depend on this one, and theirs in turn (department → category → sub-category). */
function dependentsOf(resource: AdminResource, name: string): string[] {
  const direct = resource.fields.filter((f) => f.kind === 'ref' && f.source.filter?.from === name).map((f) => f.name);
  return direct.flatMap((d) => [d, ...dependentsOf(resource, d)]);
}

/**
 * The one form modal of the list pattern: every field of the data set's entry, the required
 * messages under their fields, dependent selects, image inputs with a preview. Saving creates or updates
 * the row; the server's message for a field goes under that field, any other above the form.
 */
export function ResourceForm({ resource, editing, onDone }: { resource: AdminResource; editing: Editing; onDone: () => void }) {
  const client = useApolloClient();
  const {
    register,
    handleSubmit,
    control,
    setValue,
    setError,
    setFocus,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ defaultValues: startValues(resource, editing) });
  const [failure, setFailure] = useState('');
  const verb = editing ? 'update' : 'add';

  const submit = handleSubmit(async (values) => {
    setFailure('');
    const progress = !editing && resource.toasts ? notifyProgress(resource.toasts.adding) : null;
    try {
      const input = await toInput(resource, values, Boolean(editing));
      if (editing) await client.mutate({ mutation: resource.update, variables: { id: editing.id, input } as never });
      else await client.mutate({ mutation: resource.create, variables: { input } as never });
      const done = editing ? `${capitalise(resource.one)} updated` : (resource.toasts?.added ?? `${capitalise(resource.one)} added`);
      if (progress) void progress.done(done, { type: 'success', autoClose: resource.toasts?.ms });
      else void notify(done, { type: 'success' });
      onDone();
    } catch (err) {
      const { message, field } =
        err instanceof UploadError
          ? { message: err.message, field: 'image' }
          : requestFailure(err, adminFailed(verb, resource.fallback.one));
      if (progress) void progress.done(message, { type: 'error', autoClose: resource.toasts?.ms });
      const named = field && resource.fields.some((f) => f.name === field);
      if (named) showFieldError({ setError, setFocus }, field, message, { type: 'server' });
      else setFailure(message);
    }
  });

  return (
    <form className={s.form} onSubmit={submit} noValidate>
      <div role="alert">{failure && <p className={s.alert}>{failure}</p>}</div>
      {resource.fields.map((field) => (
        <Field
          key={field.name}
          field={field}
          resource={resource}
          register={register}
          control={control}
          error={errors[field.name]?.message as string | undefined}
          current={
            field.kind === 'image' && editing?.fileName
              ? {
                  src: paths.upload(resource.imageArea ?? '', String(editing.fileName)),
                  width: editing.imageWidth as number | null,
                  height: editing.imageHeight as number | null,
                }
              : null
          }
          currentLabel={field.kind === 'ref' && field.labelOf && editing ? (field.labelOf(editing) ?? undefined) : undefined}
          onParentChange={() => dependentsOf(resource, field.name).forEach((name) => setValue(name, ''))}
          setImageError={(message) => (message ? setError(field.name, { type: 'image', message }) : clearErrors(field.name))}
        />
      ))}
      <div className={s.formActions}>
        <BusyButton type="submit" className={s.primary} busy={isSubmitting}>
          {isSubmitting ? 'Saving…' : editing ? 'Save changes' : `Add ${resource.one}`}
        </BusyButton>
      </div>
    </form>
  );
}

function Field({
  field,
  resource,
  register,
  control,
  error,
  current,
  currentLabel,
  onParentChange,
  setImageError,
}: {
  field: FormField<Row & Record<string, unknown>>;
  resource: AdminResource;
  register: UseFormRegister<Values>;
  control: Control<Values>;
  error?: string;
  current: { src: string; width: number | null; height: number | null } | null;
  currentLabel?: string;
  onParentChange: () => void;
  setImageError: (message: string | null) => void;
}) {
  const rules = {
    required: field.required ? { value: true, message: field.required } : false,
    validate: field.required ? (v: unknown) => !blank(v) || field.required : undefined,
  };
  const dependents = dependentsOf(resource, field.name).length > 0;

  const controlFor = (aria: FieldControlProps): React.ReactNode => {
    const common = { ...aria, className: s.input };
    const { id, 'aria-describedby': describedBy } = aria;
    switch (field.kind) {
      case 'textarea':
        return <textarea {...common} {...register(field.name, rules)} rows={4} />;
      case 'checkbox':
        return <input {...common} className={s.checkbox} type="checkbox" {...register(field.name)} />;
      case 'number':
        return (
          <input
            {...common}
            type="number"
            inputMode="numeric"
            min={field.min}
            max={field.max}
            step={field.step ?? 1}
            {...register(field.name, rules)}
          />
        );
      case 'money':
        return <input {...common} type="number" inputMode="decimal" min={0} step={0.01} {...register(field.name, rules)} />;
      case 'datetime':
        return <input {...common} type="datetime-local" {...register(field.name, rules)} />;
      case 'select':
        return (
          <select {...common} {...register(field.name, rules)}>
            {!field.defaultValue && <option value="">Choose…</option>}
            {field.options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        );
      case 'ref':
        return (
          <RefSelect
            field={field}
            common={common}
            control={control}
            rules={rules}
            currentLabel={currentLabel}
            onParentChange={dependents ? onParentChange : undefined}
          />
        );
      case 'image':
        return (
          <Controller
            name={field.name}
            control={control}
            render={({ field: f }) => (
              <ImageInput
                id={id}
                describedBy={describedBy}
                invalid={Boolean(error)}
                current={current}
                value={(f.value as ChosenImage | null) ?? null}
                onChange={f.onChange}
                onError={setImageError}
              />
            )}
          />
        );
      default:
        return (
          <input
            {...common}
            type={field.kind === 'email' || field.kind === 'date' ? field.kind : 'text'}
            {...register(field.name, { ...rules, onChange: dependents ? onParentChange : undefined })}
          />
        );
    }
  };

  return (
    <AdminField label={field.label} hint={field.hint} error={error} className={field.kind === 'checkbox' ? s.checkField : undefined}>
      {controlFor}
    </AdminField>
  );
}

/** How long a searched select waits after the last key before asking the server. */
const OPTION_SEARCH_DELAY_MS = 300;
/** How many rows a searched select offers at once. */
const OPTION_SEARCH_TAKE = 20;

/**
 * A select of another set's rows; a dependent one is disabled until the field it depends on has a value.
 * A searched one (products) has a search box beside it: the select offers the first rows whose name
 * contains what is typed, and keeps the current choice even when a new search does not find it.
 */
export function RefSelect({
  field,
  common,
  control,
  rules,
  currentLabel,
  onParentChange,
}: {
  field: Extract<FormField<Row & Record<string, unknown>>, { kind: 'ref' }>;
  common: Record<string, unknown>;
  control: Control<Values>;
  rules: object;
  currentLabel?: string;
  onParentChange?: () => void;
}) {
  const source = typeof field.source.resource === 'string' ? resourceAt(field.source.resource) : field.source.resource;
  if (!source) throw new Error(`No data set "${String(field.source.resource)}" for the field ${field.name}`);
  const filter = field.source.filter;
  const searched = Boolean(field.source.search);
  const parent = useWatch({ control, name: filter?.from ?? field.name }) as unknown;
  const value = useWatch({ control, name: field.name }) as unknown;
  const waiting = Boolean(filter) && blank(parent);
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<{ value: string; label: string } | null>(() =>
    currentLabel && !blank(value) ? { value: String(value), label: currentLabel } : null,
  );
  useEffect(() => {
    if (!searched || typed.trim() === search) return;
    const timer = setTimeout(() => setSearch(typed.trim()), OPTION_SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [searched, typed, search]);
  const options = {
    take: searched ? OPTION_SEARCH_TAKE : 100,
    sortBy: source.defaultSort ?? null,
    ...(searched && search ? { search } : {}),
    ...(filter && !waiting ? { [filter.by]: Number(parent) } : {}),
  };
  const { data, loading, error } = useQuery(source.list, { variables: { options } as never, skip: waiting, fetchPolicy: 'network-only' });
  const result = data ? source.rows(data) : null;
  const rows = result?.items ?? [];
  const keep = picked && picked.value === String(value ?? '') && !rows.some((row) => String(row.id) === picked.value) ? picked : null;
  const searchId = `${String(common.id)}-search`;
  const countId = `${String(common.id)}-count`;
  return (
    <>
      {searched && (
        <input
          id={searchId}
          type="search"
          className={s.input}
          aria-label={`Search ${field.label.toLowerCase()} by name`}
          aria-describedby={countId}
          placeholder="Type to search…"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          onKeyDown={(e) => {
            if (e.key !== 'Enter') return;
            e.preventDefault();
            setSearch(typed.trim());
          }}
        />
      )}
      <Controller
        name={field.name}
        control={control}
        rules={rules}
        render={({ field: f }) => (
          <select
            {...common}
            ref={f.ref}
            name={f.name}
            value={String(f.value ?? '')}
            disabled={waiting}
            onBlur={f.onBlur}
            onChange={(e) => {
              f.onChange(e.target.value);
              const option = e.target.selectedOptions[0];
              setPicked(e.target.value ? { value: e.target.value, label: option?.text ?? '' } : null);
              onParentChange?.();
            }}
          >
            <option value="">{loading ? 'Loading…' : 'Choose…'}</option>
            {keep && <option value={keep.value}>{keep.label}</option>}
            {rows.map((row) => (
              <option key={row.id} value={String(row.id)}>
                {source.nameOf(row)}
              </option>
            ))}
          </select>
        )}
      />
      {searched && result && (
        <p id={countId} className={s.hint} aria-live="polite">
          {result.totalItems === 0
            ? `No ${source.fallback.many} match \u2018${search}\u2019`
            : result.totalItems > rows.length
              ? `Showing the first ${rows.length} of ${result.totalItems}: type to narrow them`
              : `${result.totalItems} to choose from`}
        </p>
      )}
      {error && <p className={s.fieldError}>{requestFailure(error, adminFailed('fetch', source.fallback.many)).message}</p>}
    </>
  );
}
