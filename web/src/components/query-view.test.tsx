import { describe, expect, jest, test } from '@jest/globals';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryView } from './query-view';
import { RetryFailure } from './ui/retry-failure';

type Answer = { names: string[] };

/** A list of names behind one query's states, the way the storefront pages use it. */
function Names({ data, loading, failed, onRetry = () => {} }: { data?: Answer; loading: boolean; failed: boolean; onRetry?: () => void }) {
  return (
    <QueryView
      data={data}
      loading={loading}
      failed={failed}
      loadingView={<p role="status">Loading...</p>}
      failureView={<RetryFailure message="Sorry, we could not load the names." onRetry={onRetry} />}
      isEmpty={({ names }) => names.length === 0}
      emptyView={<p>No names yet.</p>}
    >
      {({ names }) => (
        <ul>
          {names.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      )}
    </QueryView>
  );
}

describe('QueryView', () => {
  test('while nothing has come yet it shows only the loading state', () => {
    render(<Names loading failed={false} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  test('a failure shows its message with Retry, which asks again', async () => {
    const onRetry = jest.fn();
    render(<Names loading={false} failed onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Sorry, we could not load the names.');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  test('an empty answer shows the empty state instead of the data', () => {
    render(<Names data={{ names: [] }} loading={false} failed={false} />);
    expect(screen.getByText('No names yet.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  test('the data is shown, and stays shown while it is asked for again', () => {
    const { rerender } = render(<Names data={{ names: ['Ada', 'Grace'] }} loading={false} failed={false} />);
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Ada', 'Grace']);
    rerender(<Names data={{ names: ['Ada', 'Grace'] }} loading failed={false} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  test("by default it waits with 'Loading...' and fails with the server's message (or the page's fallback) and Retry", async () => {
    const onRetry = jest.fn();
    const view = (props: { loading: boolean; error?: unknown }) => (
      <QueryView
        data={undefined}
        loading={props.loading}
        failed={Boolean(props.error)}
        failure={{ error: props.error, fallback: 'Sorry, we could not load the names.', onRetry }}
      >
        {() => <p>never</p>}
      </QueryView>
    );
    const { rerender } = render(view({ loading: true }));
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    rerender(view({ loading: false, error: new CombinedGraphQLErrors({ errors: [{ message: 'The shop is closed for stocktaking' }] }) }));
    expect(screen.getByRole('alert')).toHaveTextContent('The shop is closed for stocktaking');
    rerender(view({ loading: false, error: new Error('network') }));
    expect(screen.getByRole('alert')).toHaveTextContent('Sorry, we could not load the names.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
