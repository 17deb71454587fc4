import { afterEach, describe, expect, test } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { TOKEN_STORAGE_KEY } from '../../config/constants';
import type { Answer } from '../../testing/test-support';
import { renderCheckout } from './checkout-page-test-support';
import { placed, pricing, storeBasket } from './checkout-test-support';

const POINTS = { balance: 1250, pointsPerPound: 100, usable: 1250, usableValue: 12.5, spent: 0, message: null };

/** checkoutOptions for a signed-in customer with 1,250 points: applied when asked for (£12.50 off the £27.50 of goods). */
function pointsPricing(asked: unknown, balance = 1250): Answer {
  const over = typeof asked === 'number' && asked > balance;
  const spent = typeof asked === 'number' && !over ? Math.min(asked, 1250) : 0;
  const answer = pricing({
    pointsDiscount: spent / 100,
    rewardPoints: {
      ...POINTS,
      balance,
      usable: Math.min(balance, 1250),
      usableValue: Math.min(balance, 1250) / 100,
      spent,
      message: over
        ? `You have ${balance.toLocaleString('en-GB')} points to spend, so ${asked.toLocaleString('en-GB')} points cannot be used; please choose again`
        : null,
    },
  });
  const options = answer.data.checkoutOptions.options;
  for (const o of options) if (o.total !== null) o.total = Math.round((o.total - spent / 100) * 100) / 100;
  return answer;
}

const PROFILE = {
  data: {
    me: {
      __typename: 'User',
      id: 7,
      name: 'Amelia Hart',
      email: 'amelia@example.co.uk',
      role: 'USER',
      image: null,
      contactNo1: '07700 900123',
      contactNo2: null,
      city: null,
      address: null,
    },
  },
};

function renderSignedIn(options: (variables: Record<string, unknown>) => Answer, place?: () => Answer) {
  storeBasket();
  window.localStorage.setItem(TOKEN_STORAGE_KEY, 'a.b.c');
  return renderCheckout((name, variables) => {
    if (name === 'StoreCheckoutOptions') return options(variables);
    if (name === 'StoreProfile') return PROFILE;
    if (name === 'StoreMyAddresses') return { data: { myAddresses: [] } };
    if (name === 'StorePlaceOrder' && place) return place();
    return undefined;
  });
}

async function fillIn(user: UserEvent) {
  await waitFor(() => expect(screen.getByLabelText('Email address')).toHaveValue('amelia@example.co.uk'));
  await user.type(screen.getByLabelText('Address line 1'), '10 Downing Street');
  await user.type(screen.getByLabelText('Town or city'), 'London');
  await user.type(screen.getByLabelText('Postcode'), 'sw1a 2aa');
  await user.click(screen.getByRole('checkbox', { name: /I accept the terms and conditions/ }));
}

const pointsBox = () => screen.getByRole('checkbox', { name: 'Use 1,250 points for £12.50 off' });

afterEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

describe('Checkout: spending reward points', () => {
  test('a signed-in customer sees their balance; using the points asks the shop, and the summary shows its line and total', async () => {
    const user = userEvent.setup();
    const { sent } = renderSignedIn((v) => pointsPricing(v.pointsToSpend));
    const region = await screen.findByRole('region', { name: 'Reward points' });
    expect(region).toHaveTextContent('You have 1,250 points.');
    expect(region).toHaveTextContent('100 points take £1 off the goods (not delivery).');
    const summary = screen.getByRole('complementary', { name: 'Order summary' });
    expect(summary).not.toHaveTextContent('Reward points');
    expect(summary).toHaveTextContent('Total£27.50');

    await user.click(pointsBox());
    expect(sent('StoreCheckoutOptions').at(-1)).toMatchObject({ pointsToSpend: 1250 });
    await waitFor(() => expect(within(region).getByRole('status')).toHaveTextContent('1,250 points applied: you save £12.50.'));
    expect(pointsBox()).toBeChecked();
    expect(summary).toHaveTextContent('Reward points−£12.50');
    expect(summary).toHaveTextContent('Total£15.00');

    await user.click(pointsBox());
    await waitFor(() => expect(summary).not.toHaveTextContent('Reward points'));
    expect(summary).toHaveTextContent('Total£27.50');
    expect(sent('StoreCheckoutOptions').at(-1)).not.toHaveProperty('pointsToSpend');
  });

  test('placeOrder is sent the points the shop applied; its refusal (the balance went down) is said by the box, and the prices drop them', async () => {
    const user = userEvent.setup();
    let balance = 1250;
    const refusal = 'You have 200 points to spend, so 1,250 points cannot be used; please choose again';
    const { sent } = renderSignedIn(
      (v) => pointsPricing(v.pointsToSpend, balance),
      () => {
        balance = 200;
        return { errors: [{ message: refusal, extensions: { code: 'BAD_USER_INPUT', field: 'pointsToSpend' } }] };
      },
    );
    await screen.findByRole('region', { name: 'Reward points' });
    await fillIn(user);
    await user.click(pointsBox());
    await waitFor(() => expect(screen.getByRole('complementary', { name: 'Order summary' })).toHaveTextContent('Reward points−£12.50'));
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(sent('StorePlaceOrder')).toHaveLength(1));
    expect(sent('StorePlaceOrder')[0]).toMatchObject({ input: { pointsToSpend: 1250 } });
    const region = screen.getByRole('region', { name: 'Reward points' });
    await waitFor(() => expect(within(region).getByRole('status')).toHaveTextContent(refusal));
    await waitFor(() => expect(region).toHaveTextContent('You have 200 points.'));
    expect(screen.getByRole('checkbox', { name: 'Use 200 points for £2.00 off' })).not.toBeChecked();
    expect(screen.getByRole('complementary', { name: 'Order summary' })).not.toHaveTextContent('Reward points');
  });

  test('without points to use the box is left out; without using them placeOrder spends none', async () => {
    const user = userEvent.setup();
    const { sent } = renderSignedIn(
      () => pricing({ rewardPoints: { ...POINTS, balance: 0, usable: 0, usableValue: 0 } }),
      () => placed(false),
    );
    const region = await screen.findByRole('region', { name: 'Reward points' });
    expect(region).toHaveTextContent('You have 0 points to spend yet.');
    expect(within(region).queryByRole('checkbox')).not.toBeInTheDocument();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await screen.findByText('Confirmation page');
    expect(sent('StorePlaceOrder')[0]).toMatchObject({ input: { pointsToSpend: null } });
  });

  test('a guest, or a shop that does not let points be spent, shows no reward points at all', async () => {
    renderSignedIn(() => pricing());
    await screen.findByRole('group', { name: 'Choose a UK delivery service' });
    expect(screen.queryByRole('region', { name: 'Reward points' })).not.toBeInTheDocument();
  });
});
