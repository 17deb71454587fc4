import { ValidationError } from '../errors';
import { MAX_AMOUNT_POUNDS, poundsToPence } from '../money';
import type { FieldSpec, FieldSpecs } from './fields';

/**
 * Checks one input against the field specs and returns the entity values to write (money turned into
 * pence, text trimmed). Refs are only shape-checked here; the service resolves them in the branch.
 * On create, required fields must be present; on update, only the fields given are checked.
 */
export function validateInput(fields: FieldSpecs, input: Record<string, unknown>, mode: 'create' | 'update'): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [name, spec] of Object.entries(fields)) {
    const raw = input[name];
    const blank = raw === null || (typeof raw === 'string' && raw.trim() === '');
    const refByCode = spec.kind === 'ref' && spec.codeField !== undefined && Boolean(input[spec.codeField]);
    if (raw === undefined || blank) {
      if (spec.required && !refByCode && (mode === 'create' || blank)) throw new ValidationError(requiredMessage(spec), name);
      if (blank && !refByCode && spec.kind !== 'bool') values[target(name, spec)] = null;
      continue;
    }
    values[target(name, spec)] = convert(name, spec, raw);
  }
  return values;
}

function requiredMessage(spec: FieldSpec): string {
  return spec.kind === 'text' && spec.requiredMessage ? spec.requiredMessage : `${spec.label} is required`;
}

function target(name: string, spec: FieldSpec): string {
  return spec.kind === 'money' ? spec.column : name;
}

function convert(name: string, spec: FieldSpec, raw: unknown): unknown {
  const fail = (message: string): never => {
    throw new ValidationError(message, name);
  };
  switch (spec.kind) {
    case 'text': {
      if (typeof raw !== 'string') return fail(`${spec.label} must be text`);
      let value = raw.trim();
      if (value.length > spec.max) fail(`${spec.label} must be at most ${spec.max} characters`);
      if (spec.lowerCase) value = value.toLowerCase();
      if (spec.upperCase) value = value.toUpperCase();
      if (spec.pattern && !spec.pattern.test(value)) fail(spec.patternMessage ?? `${spec.label} is not valid`);
      return value;
    }
    case 'int':
    case 'ref':
    case 'float': {
      const n = typeof raw === 'number' ? raw : Number.NaN;
      if (!Number.isFinite(n) || ((spec.kind === 'int' || spec.kind === 'ref') && !Number.isInteger(n)))
        fail(`${spec.label} must be a ${spec.kind === 'float' ? 'number' : 'whole number'}`);
      const min = spec.kind === 'ref' ? 1 : spec.min;
      const max = spec.kind === 'ref' ? undefined : spec.max;
      if (min !== undefined && n < min) fail(`${spec.label} must be at least ${min}`);
      if (max !== undefined && n > max) fail(`${spec.label} must be at most ${max}`);
      return n;
    }
    case 'money': {
      if (typeof raw !== 'number' || !Number.isFinite(raw)) return fail(`${spec.label} must be an amount in pounds`);
      if (raw < 0) fail(`${spec.label} cannot be negative`);
      if (raw > MAX_AMOUNT_POUNDS) fail(`${spec.label} must be at most £${MAX_AMOUNT_POUNDS.toLocaleString('en-GB')}`);
      if (Math.abs(raw * 100 - Math.round(raw * 100)) > 1e-6) fail(`${spec.label} must be in whole pence`);
      return poundsToPence(raw);
    }
    case 'bool':
      return typeof raw === 'boolean' ? raw : fail(`${spec.label} must be true or false`);
    case 'date': {
      const ok =
        typeof raw === 'string' &&
        /^\d{4}-\d{2}-\d{2}$/.test(raw) &&
        !Number.isNaN(Date.parse(`${raw}T00:00:00Z`)) &&
        new Date(`${raw}T00:00:00Z`).toISOString().startsWith(raw);
      return ok ? raw : fail(`${spec.label} must be a date as YYYY-MM-DD`);
    }
    case 'datetime':
      return raw instanceof Date && !Number.isNaN(raw.getTime()) ? raw : fail(`${spec.label} must be a date and time`);
  }
}
