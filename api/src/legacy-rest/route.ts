import type { Request } from 'express';
import type { AccessLevel } from '../common/access';

export type LegacyMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One row of the legacy REST table (docs/legacy-rest.md): a legacy path answered by a GraphQL document run
 * in-process against the shop's schema. Rows hold no rules: auth, validation and data come from GraphQL.
 */
export interface LegacyRoute {
  method: LegacyMethod;
  /** Express path, e.g. /get/subCategory/:CategorySlug */
  path: string;
  /** Who may call it (documentation and OpenAPI; the GraphQL layer enforces it). */
  access: AccessLevel;
  summary: string;
  /** GraphQL document; aliases give the legacy field names. */
  document: string;
  /** GraphQL variables read from the request (path params, query, body). */
  variables?: (req: Request) => Record<string, unknown>;
  /** The part of `data` the client reads. */
  pick: (data: any) => unknown;
  /** More envelope fields beside the data (POST /login also answers the user). */
  extra?: (data: any) => Record<string, unknown>;
  /** Envelope field: result (default), aboutUs, or token. */
  key?: 'result' | 'aboutUs' | 'token';
  /** Success message sent beside the data (writes). */
  message?: string;
  /** The legacy fallback message when a failure has no better one. */
  fallback: string;
  status?: number;
  /** Read every page of a list query (variables.options.skip advanced by 100) and join the items. */
  allPages?: boolean;
  /** Query parameters the row reads, for OpenAPI. */
  query?: string[];
  /** Body fields the row reads, for OpenAPI. */
  body?: string[];
  /** Decides between rows sharing method + path (PUT /types/{id}). */
  when?: (req: Request) => boolean;
}
