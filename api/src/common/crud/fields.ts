import type { BranchEntity } from '../branch-entity';

/**
 * A writable field of an admin data set, described once: the generic inputs, validation and
 * legacy mappings all come from these specs. A text spec's `example` is a valid value, shown in the
 * schema's description and used by the registry-driven tests when a pattern constrains the field.
 */
export type FieldSpec =
  | {
      kind: 'text';
      label: string;
      required?: boolean;
      max: number;
      requiredMessage?: string;
      pattern?: RegExp;
      patternMessage?: string;
      lowerCase?: boolean;
      upperCase?: boolean;
      example?: string;
    }
  | { kind: 'int'; label: string; required?: boolean; min?: number; max?: number }
  | { kind: 'float'; label: string; required?: boolean; min?: number; max?: number }
  | { kind: 'money'; label: string; required?: boolean; column: string }
  | { kind: 'bool'; label: string; required?: boolean }
  | { kind: 'date'; label: string; required?: boolean }
  | { kind: 'datetime'; label: string; required?: boolean }
  | { kind: 'ref'; label: string; required?: boolean; entity: () => new () => BranchEntity; codeField?: string };

export type FieldSpecs = Record<string, FieldSpec>;

type Options<K extends FieldSpec['kind']> = Omit<Extract<FieldSpec, { kind: K }>, 'kind' | 'label'> & { label?: string };

const labelOf = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/^./, (c) => c.toUpperCase());

export const text = (o: Options<'text'>) => ({ kind: 'text' as const, label: '', ...o });
export const int = (o: Options<'int'> = {}) => ({ kind: 'int' as const, label: '', ...o });
export const float = (o: Options<'float'> = {}) => ({ kind: 'float' as const, label: '', ...o });
export const money = (o: Options<'money'>) => ({ kind: 'money' as const, label: '', ...o });
export const bool = (o: Options<'bool'> = {}) => ({ kind: 'bool' as const, label: '', ...o });
export const date = (o: Options<'date'> = {}) => ({ kind: 'date' as const, label: '', ...o });
export const datetime = (o: Options<'datetime'> = {}) => ({ kind: 'datetime' as const, label: '', ...o });
export const ref = (o: Options<'ref'>) => ({ kind: 'ref' as const, label: '', ...o });

/** Fills in labels from the field names ('hexCode' → 'Hex Code') where a spec gives none. */
export function withLabels(fields: Record<string, FieldSpec>): FieldSpecs {
  return Object.fromEntries(Object.entries(fields).map(([name, spec]) => [name, { ...spec, label: spec.label || labelOf(name) }]));
}
