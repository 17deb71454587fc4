import { describe, expect, test } from '@jest/globals';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SectionSearch } from './dashboard-layout';
import { fakeServer, withProviders } from '../../testing/test-support';

const product = (id: number, name: string, code: string) => ({ __typename: 'Product', id, name, code });

function renderSearch() {
  const server = fakeServer((_name, variables) => ({
    data: {
      products: {
        __typename: 'ProductList',
        items: /rose|lb-00/.test(String(variables.search).toLowerCase()) ? [product(41, 'Rose Lip Balm', 'LB-0041')] : [],
      },
    },
  }));
  render(withProviders(server.client, '/dashboard', <SectionSearch />));
  return server;
}

const box = () => screen.getByRole('combobox', { name: 'Go to a section or find a product' });

describe("the top bar's search", () => {
  test("a section's name jumps to it", async () => {
    const user = userEvent.setup();
    renderSearch();
    await user.type(box(), 'colours{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/colors');
    expect(box()).toHaveValue('');
  });

  test("a product's code, once suggested, opens its form; the suggestion names the product", async () => {
    const user = userEvent.setup();
    const server = renderSearch();
    await user.type(box(), 'lb-0041');
    await waitFor(() => expect(document.querySelector('datalist option[value="Rose Lip Balm (LB-0041)"]')).not.toBeNull(), {
      timeout: 2000,
    });
    expect(server.received.at(-1)).toEqual({ operationName: 'AdminFindProducts', variables: { search: 'lb-0041' } });
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/products/41');
  });

  test('other words list the products whose name contains them', async () => {
    const user = userEvent.setup();
    renderSearch();
    await user.type(box(), 'argan oil{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/products?q=argan%20oil');
  });
});
