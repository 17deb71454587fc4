import type { Request } from 'express';
import { GraphQLInputObjectType, GraphQLSchema, getNamedType, isEnumType, isListType, isNonNullType, GraphQLInputType } from 'graphql';

/** A legacy id path parameter as a positive integer, or a 400 with a clear message. */
export function idParam(req: Request): number {
  const id = Number(req.params.id);
  if (!Number.isInteger(id) || id < 1) throw new Error(`"${req.params.id}" is not a valid id`);
  return id;
}

const TRUE = new Set(['true', '1', 'yes', 'active', 'on']);
const FALSE = new Set(['false', '0', 'no', 'inactive', 'off']);

/** Legacy forms send numbers and flags as strings: turn a value into what the GraphQL input type expects. */
function coerce(value: unknown, type: GraphQLInputType, name: string): unknown {
  if (value === null || value === undefined) return value;
  const named = getNamedType(type);
  if (isListType(isNonNullType(type) ? type.ofType : type)) return Array.isArray(value) ? value : [value];
  if (isEnumType(named)) return value;
  switch (named.name) {
    case 'Int':
    case 'Float': {
      if (typeof value === 'number') return value;
      if (typeof value === 'string' && value.trim() !== '' && !Number.isNaN(Number(value))) return Number(value);
      if (typeof value === 'string' && value.trim() === '') return null;
      throw new Error(`${name} must be a number`);
    }
    case 'Boolean': {
      if (typeof value === 'boolean') return value;
      const text = String(value).trim().toLowerCase();
      if (TRUE.has(text)) return true;
      if (FALSE.has(text)) return false;
      throw new Error(`${name} must be true or false`);
    }
    case 'String':
      return typeof value === 'string' ? value : String(value);
    default:
      return value;
  }
}

/**
 * Maps a legacy body (PascalCase names) onto a GraphQL input object: known legacy
 * names through `names`, our own field names as they are, a data-URL image with FileName/Height/Width
 * into `image`. Unknown fields are ignored, as a tolerant legacy server would.
 */
export function legacyInput(
  schema: GraphQLSchema,
  inputTypeName: string,
  body: unknown,
  names: Record<string, string>,
): Record<string, unknown> {
  const type = schema.getType(inputTypeName) as GraphQLInputObjectType;
  const fields = type.getFields();
  const source = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const input: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(source)) {
    if (typeof value === 'string' && value.startsWith('data:') && fields.image) {
      input.image = {
        dataUrl: value,
        fileName: String(source.FileName ?? source.fileName ?? 'image'),
        height: toInt(source.Height),
        width: toInt(source.Width),
      };
      continue;
    }
    const target = names[key] ?? (fields[key] ? key : undefined);
    if (!target || !fields[target] || target === 'image') continue;
    input[target] = coerce(value, fields[target].type, key);
  }
  return input;
}

function toInt(value: unknown): number | null {
  const n = Number(value);
  return value === undefined || value === null || value === '' || !Number.isFinite(n) ? null : Math.round(n);
}
