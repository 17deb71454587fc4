import { afterEach, beforeEach, describe, expect, jest, test } from '@jest/globals';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockedProvider } from '@apollo/client/testing/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { StoreMegaMenuDocument, StoreNavbarDocument, StoreSearchOverlayDocument, StoreSocialLinksDocument } from '../../generated/graphql';
import { CategoryBar, Header, SocialLinks } from './header';
import { installDialogAndKeyboardFocus } from '../../testing/jsdom-support';

const navbar = {
  request: { query: StoreNavbarDocument },
  result: {
    data: {
      navbarCategories: [
        { __typename: 'Category', id: 12, code: 'FACE', name: 'Face', slug: 'face' },
        { __typename: 'Category', id: 13, code: 'EYES', name: 'Eyes', slug: 'eyes' },
      ],
    },
  },
};

const faceMenu = jest.fn(() => ({
  data: {
    navbarCategories: [
      {
        __typename: 'Category',
        id: 12,
        subCategories: [
          {
            __typename: 'SubCategory',
            id: 31,
            name: 'Foundation',
            slug: 'foundation',
            parentItems: [
              { __typename: 'ParentItem', id: 71, title: 'Velvet Harbour Longwear Foundation', slug: 'velvet-harbour-longwear-foundation' },
              { __typename: 'ParentItem', id: 72, title: 'Marlow Grey Skin Tint', slug: 'marlow-grey-skin-tint' },
            ],
          },
          { __typename: 'SubCategory', id: 32, name: 'Concealer', slug: 'concealer', parentItems: [] },
        ],
      },
    ],
  },
}));
const eyesMenu = jest.fn(() => ({
  data: {
    navbarCategories: [
      {
        __typename: 'Category',
        id: 13,
        subCategories: [{ __typename: 'SubCategory', id: 41, name: 'Mascara', slug: 'mascara', parentItems: [] }],
      },
    ],
  },
}));
const menuMocks = [
  { request: { query: StoreMegaMenuDocument, variables: { categoryCode: 'FACE' } }, result: faceMenu, maxUsageCount: 5 },
  { request: { query: StoreMegaMenuDocument, variables: { categoryCode: 'EYES' } }, result: eyesMenu, maxUsageCount: 5 },
];

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function renderBar(mocks: unknown[] = [navbar, ...menuMocks]) {
  return render(
    <MockedProvider mocks={mocks as never}>
      <MemoryRouter>
        <button type="button">Before</button>
        <CategoryBar />
        <button type="button">After</button>
        <Where />
      </MemoryRouter>
    </MockedProvider>,
  );
}

let uninstall: () => void;
beforeEach(() => {
  uninstall = installDialogAndKeyboardFocus();
  faceMenu.mockClear();
  eyesMenu.mockClear();
});
afterEach(() => uninstall());

describe('category bar and mega-menu', () => {
  test("keyboard focus resting on a category opens its panel and loads only that category's sub-categories with their parent items", async () => {
    const user = userEvent.setup();
    renderBar();
    const face = await screen.findByRole('link', { name: 'Face' });
    expect(face).toHaveAttribute('href', '/subcategory/face');
    const toggle = screen.getByRole('button', { name: 'Face sub-categories' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // Nothing is loaded before a category is reached.
    expect(faceMenu).not.toHaveBeenCalled();

    await user.tab(); // Before
    await user.tab(); // Face
    expect(face).toHaveFocus();
    // Once the focus has rested a moment.
    const panel = await screen.findByTestId('mega-menu');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAttribute('aria-controls', panel.id);
    expect(await within(panel).findByRole('link', { name: 'Foundation' })).toHaveAttribute('href', '/subcategory/foundation');
    expect(within(panel).getByRole('link', { name: 'Velvet Harbour Longwear Foundation' })).toHaveAttribute(
      'href',
      '/subcategory/foundation/velvet-harbour-longwear-foundation',
    );
    expect(within(panel).getByRole('link', { name: 'Marlow Grey Skin Tint' })).toHaveAttribute(
      'href',
      '/subcategory/foundation/marlow-grey-skin-tint',
    );
    expect(within(panel).getByRole('link', { name: 'Concealer' })).toHaveAttribute('href', '/subcategory/concealer');
    expect(within(panel).getByRole('link', { name: 'All Face' })).toHaveAttribute('href', '/subcategory/face');
    expect(within(panel).getByRole('list', { name: 'Face sub-categories' })).toBeInTheDocument();
    expect(faceMenu).toHaveBeenCalledTimes(1);
    expect(eyesMenu).not.toHaveBeenCalled();
  });

  test('a panel opened by focus is a preview Tab walks past; its button opens it for use with focus inside; Escape closes it and puts focus back on the button', async () => {
    const user = userEvent.setup();
    renderBar();
    await screen.findByRole('link', { name: 'Face' });
    await user.tab();
    await user.tab(); // Face: preview
    const panel = await screen.findByTestId('mega-menu');
    const foundation = await within(panel).findByRole('link', { name: 'Foundation' });
    expect(foundation).toHaveAttribute('tabindex', '-1');
    const toggle = screen.getByRole('button', { name: 'Face sub-categories' });
    await user.tab();
    expect(toggle).toHaveFocus();
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    await user.keyboard('{Enter}'); // open for use: focus moves in
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(within(panel).getByRole('link', { name: 'All Face' })).toHaveFocus();
    expect(foundation).not.toHaveAttribute('tabindex');
    await user.tab();
    expect(foundation).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByTestId('mega-menu')).toBeNull();
    expect(toggle).toHaveFocus();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    // From closed, the button opens it for use (focus inside once it is there) and, in use, closes it.
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const again = await screen.findByTestId('mega-menu');
    await waitFor(() => expect(within(again).getByRole('link', { name: 'All Face' })).toHaveFocus());
    await user.tab({ shift: true });
    expect(toggle).toHaveFocus();
    await user.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByTestId('mega-menu')).toBeNull();
  });

  test('Tab walks the bar: focus on the next category previews its panel instead; leaving the bar closes it', async () => {
    const user = userEvent.setup();
    renderBar();
    await screen.findByRole('link', { name: 'Face' });
    await user.tab();
    await user.tab(); // Face
    await screen.findByTestId('mega-menu');
    await user.tab(); // Face toggle
    await user.tab(); // Eyes (the Face preview's links are skipped)
    expect(screen.getByRole('link', { name: 'Eyes' })).toHaveFocus();
    const panel = await screen.findByTestId('mega-menu');
    expect(await within(panel).findByRole('link', { name: 'Mascara' })).toHaveAttribute('href', '/subcategory/mascara');
    expect(screen.getByRole('button', { name: 'Face sub-categories' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'Eyes sub-categories' })).toHaveAttribute('aria-expanded', 'true');
    await user.tab(); // Eyes toggle
    await user.tab(); // After: out of the bar
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
    expect(screen.queryByTestId('mega-menu')).toBeNull();
  });

  test('a click on the disclosure button opens the panel (focus by pointer does not toggle it twice); hovering opens one, and a link in it navigates and closes it', async () => {
    const user = userEvent.setup();
    renderBar();
    const faceToggle = await screen.findByRole('button', { name: 'Face sub-categories' });
    await user.click(faceToggle);
    expect(faceToggle).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByTestId('mega-menu')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('link', { name: 'All Face' })).toHaveFocus());
    await user.click(faceToggle);
    expect(faceToggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(screen.getByRole('button', { name: 'After' }));
    const eyes = screen.getByRole('link', { name: 'Eyes' });
    await user.hover(eyes);
    const panel = await screen.findByTestId('mega-menu', {}, { timeout: 2000 });
    await user.click(await within(panel).findByRole('link', { name: 'Mascara' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/subcategory/mascara');
    await waitFor(() => expect(screen.queryByTestId('mega-menu')).toBeNull());
  });

  test('a failed sub-category request shows the server message in place of the columns', async () => {
    const user = userEvent.setup();
    renderBar([
      navbar,
      { request: { query: StoreMegaMenuDocument, variables: { categoryCode: 'FACE' } }, error: new Error('Database is resting') },
    ]);
    await screen.findByRole('link', { name: 'Face' });
    await user.tab();
    await user.tab();
    expect(await screen.findByRole('alert')).toHaveTextContent('Database is resting');
  });
});

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
    request: { query: StoreSearchOverlayDocument, variables: { query: 'lip', page: { skip: 0, take: 8 } } },
    result: { data: { search: { __typename: 'ProductListing', totalItems: 0, items: [] } } },
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
    expect(await within(dialog).findByText('No Search Result Found !', {}, { timeout: 2000 })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(dialog).not.toHaveAttribute('open');
    expect(button).toHaveFocus();
  });

  test('the menu button opens the category drawer; a category expands to its sub-categories, loaded on demand', async () => {
    const user = userEvent.setup();
    render(
      <MockedProvider mocks={[navbar, ...menuMocks, socialLinks(null, null)]}>
        <MemoryRouter>
          <Header />
        </MemoryRouter>
      </MockedProvider>,
    );
    const menu = screen.getByRole('button', { name: 'Categories menu' });
    await user.click(menu);
    const drawer = await screen.findByRole('dialog', { name: 'Categories' });
    const nav = within(drawer).getByRole('navigation', { name: 'Categories' });
    expect(await within(nav).findByRole('link', { name: 'Face' })).toHaveAttribute('href', '/subcategory/face');
    const expand = within(nav).getByRole('button', { name: 'Eyes sub-categories' });
    expect(expand).toHaveAttribute('aria-expanded', 'false');
    expect(eyesMenu).not.toHaveBeenCalled();
    await user.click(expand);
    expect(expand).toHaveAttribute('aria-expanded', 'true');
    expect(await within(nav).findByRole('link', { name: 'Mascara' })).toHaveAttribute('href', '/subcategory/mascara');
    expect(eyesMenu).toHaveBeenCalledTimes(1);
    expect(faceMenu).not.toHaveBeenCalled();
    await user.click(within(drawer).getByRole('button', { name: 'Close categories' }));
    expect(drawer).not.toHaveAttribute('open');
    await act(async () => undefined);
    expect(menu).toHaveFocus();
  });
});
