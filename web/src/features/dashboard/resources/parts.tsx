import { paths } from '../../../config/paths';
import type { Column } from '../resource';
import s from '../admin.module.css';

// Fields and columns several sections' sets share.

export interface Imaged {
  fileName?: string | null;
  imageWidth?: number | null;
  imageHeight?: number | null;
}

export const code = {
  name: 'code',
  label: 'Code',
  kind: 'text',
  omitBlank: true,
  hint: 'Left empty, the next free code is given',
} as const;
export const slug = { name: 'slug', label: 'Slug', kind: 'text', omitBlank: true, hint: 'Left empty, one is made from the name' } as const;
export const active = { name: 'isActive', label: 'Active', kind: 'checkbox', defaultValue: true } as const;
export const position = { name: 'position', label: 'Position', kind: 'number', min: 0, omitBlank: true } as const;
export const image = { name: 'image', label: 'Image', kind: 'image' } as const;

export function thumbnail<R extends Imaged>(area: string): Column<R> {
  return {
    label: 'Image',
    value: (row) =>
      row.fileName ? <img src={paths.upload(area, row.fileName)} alt="" width={40} height={40} loading="lazy" className={s.thumb} /> : null,
  };
}
/** Active / Inactive as a pill with its word; sortable only where the set's API sorts by it. */
export const activeColumn = <R extends { isActive: boolean }>(sortable = false): Column<R> => ({
  label: 'Status',
  sort: sortable ? 'isActive' : undefined,
  value: (row) => <span className={row.isActive ? s.pillOk : s.pillOff}>{row.isActive ? 'Active' : 'Inactive'}</span>,
});
export const positionColumn = <R extends { position: number }>(): Column<R> => ({
  label: 'Position',
  sort: 'position',
  numeric: true,
  value: (row) => row.position,
});
