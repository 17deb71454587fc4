import { afterEach, beforeEach, describe, expect, test } from '@jest/globals';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockedProvider } from '@apollo/client/testing/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { StoreDepartmentMenuDocument } from '../../generated/graphql';
import { DepartmentBar } from './department-bar';
import { installDialogAndKeyboardFocus } from '../../testing/jsdom-support';
import { DEPARTMENTS, hairMenu, makeUpMenu, menuMocks, navbar } from './nav-fixtures';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function renderBar(mocks: unknown[] = [navbar, ...menuMocks]) {
  return render(
    <MockedProvider mocks={mocks as never}>
      <MemoryRouter>
        <button type="button">Before</button>
        <DepartmentBar />
        <button type="button">After</button>
        <Where />
      </MemoryRouter>
    </MockedProvider>,
  );
}

let uninstall: () => void;
beforeEach(() => {
  uninstall = installDialogAndKeyboardFocus();
  makeUpMenu.mockClear();
  hairMenu.mockClear();
});
afterEach(() => uninstall());

const rest = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

describe('the department bar', () => {
  test('shows the six departments in their order, each a link and a disclosure button, then Brands, Offers and New In; Tab walks its nine links (the buttons are reached with the arrows) with nothing loaded', async () => {
    const user = userEvent.setup();
    renderBar();
    const nav = screen.getByRole('navigation', { name: 'Departments' });
    await within(nav).findByRole('link', { name: 'Hair' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual([...DEPARTMENTS, 'Brands', 'Offers', 'New In']);
    expect(within(nav).getByRole('link', { name: 'Make-up' })).toHaveAttribute('href', '/department/make-up');
    expect(within(nav).getByRole('link', { name: 'Bath & Body' })).toHaveAttribute('href', '/department/bath-body');
    const toggles = within(nav).getAllByRole('button');
    expect(toggles.map((b) => [b.textContent, b.getAttribute('aria-expanded')])).toEqual(
      DEPARTMENTS.map((d) => [`${d} categories`, 'false']),
    );

    await user.tab(); // Before
    let stops = 0;
    for (;;) {
      await user.tab();
      if (screen.getByRole('button', { name: 'After' }) === document.activeElement) break;
      stops += 1;
    }
    expect(stops).toBe(6 + 3);
    await rest(200);
    // Focus passing along the bar opens nothing and loads nothing.
    expect(screen.queryByTestId('mega-menu')).toBeNull();
    expect(makeUpMenu).not.toHaveBeenCalled();
  });

  test("Enter on a department's button opens its panel (its categories, sub-categories, Shop all and brand column, loaded then); Tab goes into it; Escape closes it and puts focus back on the button", async () => {
    const user = userEvent.setup();
    renderBar();
    const toggle = await screen.findByRole('button', { name: 'Make-up categories' });
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = await screen.findByTestId('mega-menu');
    expect(toggle).toHaveAttribute('aria-controls', panel.id);
    expect(within(panel).getByRole('link', { name: 'Shop all Make-up' })).toHaveAttribute('href', '/department/make-up');
    expect(await within(panel).findByRole('link', { name: 'Lips' })).toHaveAttribute('href', '/subcategory/lips');
    expect(within(panel).getByRole('link', { name: 'Lipstick' })).toHaveAttribute('href', '/subcategory/lipstick');
    expect(within(panel).getByRole('link', { name: 'Foundation' })).toHaveAttribute('href', '/subcategory/foundation');
    const brands = within(panel).getByRole('region', { name: 'Top brands in Make-up' });
    expect(within(brands).getByRole('link', { name: 'Velvet Harbour' })).toHaveAttribute('href', '/Velvet%20Harbour/velvet-harbour');
    expect(within(brands).getByRole('link', { name: 'All brands' })).toHaveAttribute('href', '/Shop%20by%20Brand/shop-by-brand');
    expect(makeUpMenu).toHaveBeenCalledTimes(1);
    expect(hairMenu).not.toHaveBeenCalled();

    // The focus stays on the button; Tab goes on into the open panel.
    expect(toggle).toHaveFocus();
    await user.tab();
    expect(within(panel).getByRole('link', { name: 'Shop all Make-up' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(within(panel).getByRole('link', { name: 'Face' })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(within(panel).getByRole('link', { name: 'Shop all Make-up' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByTestId('mega-menu')).toBeNull();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();

    // Space opens it again, and again closes it.
    await user.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('Left and Right move along the bar, Home and End to its ends; ArrowDown on a link or a button opens its panel with focus on its first link', async () => {
    const user = userEvent.setup();
    renderBar();
    const hair = await screen.findByRole('link', { name: 'Hair' });
    hair.focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Hair categories' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('link', { name: 'Skin Care' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('link', { name: 'New In' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(hair).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('link', { name: 'New In' })).toHaveFocus();

    hair.focus();
    await user.keyboard('{ArrowDown}');
    expect(await within(await screen.findByTestId('mega-menu')).findByRole('link', { name: 'Shop all Hair' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Hair categories' })).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(screen.queryByTestId('mega-menu')).toBeNull();

    const toggle = screen.getByRole('button', { name: 'Make-up categories' });
    act(() => toggle.focus());
    await user.keyboard('{ArrowDown}');
    const panel = await screen.findByTestId('mega-menu');
    expect(within(panel).getByRole('link', { name: 'Shop all Make-up' })).toHaveFocus();
    // Focus leaving the department closes its panel.
    await user.click(screen.getByRole('button', { name: 'After' }));
    expect(screen.queryByTestId('mega-menu')).toBeNull();
  });

  test('hovering a department opens its panel after a short rest and leaving closes it; a click on a link in it navigates and closes it', async () => {
    const user = userEvent.setup();
    renderBar();
    const hairLink = await screen.findByRole('link', { name: 'Hair' });
    await user.hover(hairLink);
    expect(screen.queryByTestId('mega-menu')).toBeNull();
    const panel = await screen.findByTestId('mega-menu');
    expect(screen.getByRole('button', { name: 'Hair categories' })).toHaveAttribute('aria-expanded', 'true');
    expect(await within(panel).findByRole('link', { name: 'Shampoo & Conditioner' })).toHaveAttribute(
      'href',
      '/subcategory/shampoo-conditioner',
    );
    expect(hairMenu).toHaveBeenCalledTimes(1);
    await user.unhover(hairLink);
    await rest(300);
    expect(panel).not.toBeInTheDocument();

    await user.hover(hairLink);
    await user.click(await within(await screen.findByTestId('mega-menu')).findByRole('link', { name: 'Shampoo' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/subcategory/shampoo');
    expect(screen.queryByTestId('mega-menu')).toBeNull();
  });

  test("a failed department request shows the server's message in the panel", async () => {
    const user = userEvent.setup();
    renderBar([
      navbar,
      { request: { query: StoreDepartmentMenuDocument, variables: { slug: 'men' } }, error: new Error('Database is resting') },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Men categories' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Database is resting');
  });
});
