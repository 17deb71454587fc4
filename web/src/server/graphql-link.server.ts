import { ApolloLink } from '@apollo/client';
import type { DocumentNode, ExecutionResult } from 'graphql';
import { Observable } from 'rxjs';

/**
 * What the host process gives the server render: the operation executed in-process against the API's
 * own schema, with a context made for this request (a guest) and the API's error formatting.
 */
export type GraphqlExecutor = (operation: {
  document: DocumentNode;
  variables: Record<string, unknown>;
  operationName?: string;
}) => Promise<ExecutionResult>;

/** A terminating link over the executor: no HTTP to ourselves. */
export function executorLink(execute: GraphqlExecutor): ApolloLink {
  return new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        execute({ document: operation.query, variables: operation.variables, operationName: operation.operationName }).then(
          (result) => {
            if (observer.closed) return;
            observer.next(result as ApolloLink.Result);
            observer.complete();
          },
          (err) => observer.error(err),
        );
      }),
  );
}
