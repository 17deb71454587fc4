import { CombinedGraphQLErrors } from '@apollo/client/errors';

/** A failed call as the shop shows it: the server's message (or a fallback), and the field it names. */
export interface RequestFailure {
  message: string;
  /** The form field a BAD_USER_INPUT error names (extensions.field), if any. */
  field?: string;
  code?: string;
}

/** Turns whatever a call threw into the shop's failure: the server's message, else the fallback. */
export function requestFailure(error: unknown, fallback: string): RequestFailure {
  if (CombinedGraphQLErrors.is(error)) {
    const first = error.errors[0];
    const field = first?.extensions?.field;
    const code = first?.extensions?.code;
    return {
      message: first?.message || fallback,
      field: typeof field === 'string' ? field : undefined,
      code: typeof code === 'string' ? code : undefined,
    };
  }
  return { message: fallback };
}
