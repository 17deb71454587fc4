import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { StoreDepartmentMenuDocument, type StoreDepartmentMenuQuery } from '../../generated/graphql';
import { QueryView } from '../../components/query-view';
import { messages } from '../../config/messages';
import { paths } from '../../config/paths';
import s from './mega-menu.module.css';

type DepartmentMenu = StoreDepartmentMenuQuery['departmentBySlug'];
export type MenuCategory = DepartmentMenu['categories'][number];

/** A department in the header's bar or the drawer (the StoreNavbar query's row). */
export interface MenuDepartment {
  name: string;
  slug: string;
}

/** One department's categories with their sub-categories and its brand column, loaded when first opened (then from the cache). */
export function useDepartmentMenu(slug: string) {
  const { data, loading, error } = useQuery(StoreDepartmentMenuDocument, { variables: { slug } });
  return { menu: data?.departmentBySlug, loading, error };
}

/** A department's menu, or its loading, error and empty states in the legacy shop's words where it has them. */
export function DepartmentMenuView({
  answer: { menu, loading, error },
  children,
}: {
  answer: ReturnType<typeof useDepartmentMenu>;
  children: (menu: DepartmentMenu) => ReactNode;
}) {
  return (
    <QueryView
      data={menu}
      loading={loading}
      failed={Boolean(error)}
      loadingView={
        <p className={s.state} role="status">
          Loading...
        </p>
      }
      failureView={
        <p className={`${s.state} error`} role="alert">
          {error?.message || messages.fetchCategories}
        </p>
      }
      isEmpty={(m) => m.categories.length === 0}
      emptyView={<p className={s.state}>No categories yet.</p>}
    >
      {children}
    </QueryView>
  );
}

/** The links of an element that keyboard focus can reach, in order. */
const linksIn = (root: HTMLElement) => [...root.querySelectorAll<HTMLElement>('a[href], button:not([disabled])')];

/** Up and Down (and Home and End) move between the panel's links; Tab still walks them in order. */
function onPanelKeyDown(e: KeyboardEvent<HTMLDivElement>) {
  const keys: Record<string, (at: number, count: number) => number> = {
    ArrowDown: (at, n) => (at + 1) % n,
    ArrowUp: (at, n) => (at - 1 + n) % n,
    Home: () => 0,
    End: (_, n) => n - 1,
  };
  const move = keys[e.key];
  if (!move) return;
  const links = linksIn(e.currentTarget);
  if (!links.length) return;
  e.preventDefault();
  links[move(links.indexOf(document.activeElement as HTMLElement), links.length)]?.focus();
}

/**
 * The panel of one department: "Shop all {department}", its categories with their sub-categories, and a
 * column of the brands with the most products in it. Mounted when the department is opened, so its query
 * runs then; each new `focusRequest` moves focus to its first link (ArrowDown on the bar's button).
 */
export function MegaMenuPanel({
  id,
  department,
  onNavigate,
  focusRequest = 0,
}: {
  id: string;
  department: MenuDepartment;
  onNavigate: () => void;
  focusRequest?: number;
}) {
  const answer = useDepartmentMenu(department.slug);
  const panel = useRef<HTMLDivElement>(null);

  // "Shop all" is there before the data: the focus can go in at once.
  useEffect(() => {
    if (focusRequest > 0 && panel.current) linksIn(panel.current)[0]?.focus();
  }, [focusRequest]);

  return (
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- arrow keys between the links it holds; each link is its own control
    <div id={id} ref={panel} className={s.panel} data-testid="mega-menu" onKeyDown={onPanelKeyDown}>
      <div className={s.inner}>
        <Link to={paths.department(department.slug)} className={s.all} onClick={onNavigate}>
          Shop all {department.name}
        </Link>
        <DepartmentMenuView answer={answer}>
          {(menu) => (
            <div className={s.body}>
              <ul className={s.categories} aria-label={`${department.name} categories`}>
                {menu.categories.map((category) => (
                  <li key={category.id}>
                    <Link to={paths.categoryPage(category.slug)} className={s.category} onClick={onNavigate}>
                      {category.name}
                    </Link>
                    {category.subCategories.length > 0 && (
                      <ul className={s.subCategories}>
                        {category.subCategories.map((sub) => (
                          <li key={sub.id}>
                            <Link to={paths.subCategoryPage(sub.slug)} onClick={onNavigate}>
                              {sub.name}
                            </Link>
                          </li>
                        ))}
                      </ul>
                    )}
                  </li>
                ))}
              </ul>
              {menu.topBrands.length > 0 && (
                <section className={s.brands} aria-labelledby={`${id}-brands`}>
                  <h2 id={`${id}-brands`} className={s.brandsTitle}>
                    Top brands in {department.name}
                  </h2>
                  <ul className={s.subCategories}>
                    {menu.topBrands.map((brand) => (
                      <li key={brand.id}>
                        <Link to={paths.brand(brand.name, brand.slug)} onClick={onNavigate}>
                          {brand.name}
                        </Link>
                      </li>
                    ))}
                  </ul>
                  <Link to={paths.shopByBrand} className={s.allBrands} onClick={onNavigate}>
                    All brands
                  </Link>
                </section>
              )}
            </div>
          )}
        </DepartmentMenuView>
      </div>
    </div>
  );
}
