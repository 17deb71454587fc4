import { afterEach, beforeEach, describe, expect, test } from '@jest/globals';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockedProvider } from '@apollo/client/testing/react';
import { MemoryRouter } from 'react-router-dom';
import { StoreSearchSuggestionsDocument, StoreSocialLinksDocument } from '../../generated/graphql';
import { Header } from './header';
import { SocialLinks } from './social-links';
import { MobileMenu } from './mobile-menu';
import { installDialogAndKeyboardFocus } from '../../testing/jsdom-support';
import { DEPARTMENTS, hairMenu, makeUpMenu, menuMocks, navbar } from './nav-fixtures';

let uninstall: () => void;
beforeEach(() => {
  uninstall = installDialogAndKeyboardFocus();
  makeUpMenu.mockClear();
  hairMenu.mockClear();
  localStorage.clear();
});
afterEach(() => uninstall());

const socialLinks = (facebookUrl: string | null, instagramUrl: string | null) => ({
  request: { query: StoreSocialLinksDocument },
  result: { data: { shopSettings: { __typename: 'ShopSettings', id: 1, shopName: 'Beauty Shop', facebookUrl, instagramUrl } } },
});

describe("the top bar's social links", () => {
  test('each link set in Settings is an icon link to that page, opening in a new tab; an unset one is not shown', async () => {
    render(
      <MockedProvider mocks={[socialLinks(null, 'https://www.instagram.com/beautyshop')]}>
        <SocialLinks />
      </MockedProvider>,
    );
    const instagram = await screen.findByRole('link', { name: 'Beauty Shop on Instagram (opens in a new tab)' });
    expect(instagram).toHaveAttribute('href', 'https://www.instagram.com/beautyshop');
    expect(instagram).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });

  test('with neither link set there is nothing to show', async () => {
    const { container } = render(
      <MockedProvider mocks={[socialLinks(null, null)]}>
        <SocialLinks />
      </MockedProvider>,
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(container).toBeEmptyDOMElement();
  });
});

describe('header', () => {
  const searchMock = {
    request: { query: StoreSearchSuggestionsDocument, variables: { text: 'lip' } },
    result: {
      data: {
        searchSuggestions: {
          __typename: 'SearchSuggestions',
          query: 'lip',
          categories: [],
          brands: [],
          products: [],
          closeMatches: [],
          popularCategories: [],
        },
      },
    },
  };

  test('the search button opens the overlay (its code loaded on first open); Escape closes it and focus returns to the button', async () => {
    const user = userEvent.setup();
    render(
      <MockedProvider mocks={[navbar, searchMock, socialLinks(null, null)]}>
        <MemoryRouter>
          <Header />
        </MemoryRouter>
      </MockedProvider>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    const button = screen.getByRole('button', { name: 'Search' });
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Search' });
    const input = within(dialog).getByPlaceholderText('Type to search');
    await waitFor(() => expect(input).toHaveFocus());
    await user.type(input, 'lip');
    expect(await within(dialog).findByText('No results for “lip”', {}, { timeout: 2000 })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(dialog).not.toHaveAttribute('open');
    expect(button).toHaveFocus();
  });

  test('the menu button opens the drawer: the departments, each expanding in place to its categories (loaded then) and they to their sub-categories; then Brands, Offers, New In and the account, tracking and help links', async () => {
    const user = userEvent.setup();
    render(
      <MockedProvider mocks={[navbar, ...menuMocks, socialLinks(null, null)]}>
        <MemoryRouter>
          <Header />
        </MemoryRouter>
      </MockedProvider>,
    );
    const menu = screen.getByRole('button', { name: 'Menu' });
    await user.click(menu);
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    const nav = within(drawer).getByRole('navigation', { name: 'Departments' });
    await within(nav).findByRole('button', { name: 'Hair' });
    const departments = within(nav)
      .getAllByRole('button')
      .map((b) => [b.textContent, b.getAttribute('aria-expanded')]);
    expect(departments).toEqual(DEPARTMENTS.map((d) => [d, 'false']));
    expect(within(nav).getByRole('link', { name: 'Brands' })).toHaveAttribute('href', '/Shop%20by%20Brand/shop-by-brand');
    expect(within(nav).getByRole('link', { name: 'Offers' })).toHaveAttribute('href', '/products?sort=discount');
    expect(within(nav).getByRole('link', { name: 'New In' })).toHaveAttribute('href', '/collections/new-arrivals');
    const foot = within(drawer).getByRole('navigation', { name: 'Your account and help' });
    expect(
      within(foot)
        .getAllByRole('link')
        .map((l) => [l.textContent, l.getAttribute('href')]),
    ).toEqual([
      ['Sign in', '/login'],
      ['Track your order', '/Track%20Your%20Order/track-your-order'],
      ['Help', '/Faq/faq'],
    ]);

    expect(makeUpMenu).not.toHaveBeenCalled();
    const makeUp = within(nav).getByRole('button', { name: 'Make-up' });
    await user.click(makeUp);
    expect(makeUp).toHaveAttribute('aria-expanded', 'true');
    const group = drawer.querySelector(`#${CSS.escape(makeUp.getAttribute('aria-controls')!)}`) as HTMLElement;
    expect(within(group).getByRole('link', { name: 'Shop all Make-up' })).toHaveAttribute('href', '/department/make-up');
    const lips = await within(group).findByRole('button', { name: 'Lips' });
    expect(makeUpMenu).toHaveBeenCalledTimes(1);
    expect(hairMenu).not.toHaveBeenCalled();
    expect(within(group).queryByRole('link', { name: 'Lipstick' })).toBeNull();
    await user.click(lips);
    expect(lips).toHaveAttribute('aria-expanded', 'true');
    expect(within(group).getByRole('link', { name: 'Lipstick' })).toHaveAttribute('href', '/subcategory/lipstick');
    expect(within(group).getByRole('link', { name: 'All Lips' })).toHaveAttribute('href', '/subcategory/lips');

    await user.click(within(drawer).getByRole('button', { name: 'Close menu' }));
    expect(drawer).not.toHaveAttribute('open');
    await act(async () => undefined);
    expect(menu).toHaveFocus();
  });

  test("a signed-in visitor's drawer links to their account rather than Sign in", async () => {
    localStorage.setItem('token', 'a-token');
    render(
      <MockedProvider mocks={[navbar]}>
        <MemoryRouter>
          <MobileMenu open onClose={() => undefined} />
        </MemoryRouter>
      </MockedProvider>,
    );
    const foot = within(await screen.findByRole('dialog', { name: 'Menu' })).getByRole('navigation', { name: 'Your account and help' });
    expect(within(foot).getByRole('link', { name: 'Your account' })).toHaveAttribute('href', '/account');
  });
});
