import { useEffect, useId, useState, type MouseEvent, type ReactNode } from 'react';
import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { StoreNavbarDocument } from '../../generated/graphql';
import { storedToken } from '../../lib/apollo';
import { messages } from '../../config/messages';
import { paths } from '../../config/paths';
import type { DialogProps } from './lazy-dialog';
import { useModalDialog } from '../../components/ui/use-modal-dialog';
import { DepartmentMenuView, useDepartmentMenu, type MenuDepartment } from './mega-menu';
import { SHOP_LINKS } from './department-bar';
import s from './mobile-menu.module.css';

const Chevron = () => (
  <svg aria-hidden="true" width="14" height="14" viewBox="0 0 12 12" fill="none" stroke="currentColor" strokeWidth="1.6">
    <path d="m2.5 4.5 3.5 3.5 3.5-3.5" />
  </svg>
);

/** A row that expands in place: its button (aria-expanded) and, while open, what it holds. */
function Disclosure({ id, label, className, children }: { id: string; label: ReactNode; className: string; children: () => ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={className}
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={() => setOpen((was) => !was)}
      >
        {label}
        <Chevron />
      </button>
      {open && <div id={id}>{children()}</div>}
    </>
  );
}

/** A department's group in the drawer, loaded when first expanded: Shop all, then each category with its sub-categories. */
function DepartmentGroup({ department, onNavigate }: { department: MenuDepartment; onNavigate: () => void }) {
  const id = useId();
  const answer = useDepartmentMenu(department.slug);
  return (
    <div className={s.sub}>
      <Link to={paths.department(department.slug)} className={s.all} onClick={onNavigate}>
        Shop all {department.name}
      </Link>
      <DepartmentMenuView answer={answer}>
        {(menu) => (
          <ul className={s.categories}>
            {menu.categories.map((category) => (
              <li key={category.id}>
                <Disclosure id={`${id}-${category.id}`} label={category.name} className={s.category}>
                  {() => (
                    <ul className={s.subCategories}>
                      <li>
                        <Link to={paths.categoryPage(category.slug)} onClick={onNavigate}>
                          All {category.name}
                        </Link>
                      </li>
                      {category.subCategories.map((sub) => (
                        <li key={sub.id}>
                          <Link to={paths.subCategoryPage(sub.slug)} onClick={onNavigate}>
                            {sub.name}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  )}
                </Disclosure>
              </li>
            ))}
          </ul>
        )}
      </DepartmentMenuView>
    </div>
  );
}

/** Where the department bar gives way to this drawer (below 1024 px). */
const DESKTOP = '(min-width: 1024px)';

/**
 * The menu drawer (below 1024 px): a native modal dialog listing the departments, each expanding in place to
 * its categories (loaded then) and they to their sub-categories; then Brands, Offers and New In; at the foot
 * Account or Sign in, Track your order and Help. Escape, the close button or a press outside closes it.
 */
export function MobileMenu({ open, onClose }: DialogProps) {
  const id = useId();
  const dialog = useModalDialog(open, onClose);
  const { data, error } = useQuery(StoreNavbarDocument);
  const close = () => dialog.current?.close();
  // The drawer opens only after hydration, so the stored sign-in can choose the account link.
  const [signedIn] = useState(() => Boolean(storedToken()));

  // Widened past the breakpoint, the department bar is back: the drawer goes.
  useEffect(() => {
    const query = window.matchMedia?.(DESKTOP);
    if (!query) return;
    const onChange = () => query.matches && dialog.current?.close();
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [dialog]);

  const onDialogClick = (e: MouseEvent<HTMLDialogElement>) => e.target === e.currentTarget && close();

  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- a click on the backdrop closes it; Escape does so from the keyboard
    <dialog ref={dialog} className={s.drawer} aria-labelledby={`${id}-title`} onClick={onDialogClick}>
      <div className={s.panel}>
        <div className={s.head}>
          <h2 id={`${id}-title`} className={s.title}>
            Menu
          </h2>
          <button type="button" className={s.close} onClick={close} aria-label="Close menu">
            <svg aria-hidden="true" width="20" height="20" viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth="1.6">
              <path d="m5 5 10 10M15 5 5 15" />
            </svg>
          </button>
        </div>
        {error && (
          <p className="error" role="alert">
            {error.message || messages.fetchCategories}
          </p>
        )}
        <nav aria-label="Departments">
          <ul className={s.departments}>
            {data?.menu.map((department) => (
              <li key={department.id}>
                <Disclosure id={`${id}-department-${department.id}`} label={department.name} className={s.department}>
                  {() => <DepartmentGroup department={department} onNavigate={close} />}
                </Disclosure>
              </li>
            ))}
            {SHOP_LINKS.map((l) => (
              <li key={l.label}>
                <Link to={l.to} className={s.department} onClick={close}>
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Your account and help" className={s.foot}>
          <ul>
            <li>
              <Link to={signedIn ? paths.account : paths.login} onClick={close}>
                {signedIn ? 'Your account' : 'Sign in'}
              </Link>
            </li>
            <li>
              <Link to={paths.trackYourOrder} onClick={close}>
                Track your order
              </Link>
            </li>
            <li>
              <Link to={paths.faq} onClick={close}>
                Help
              </Link>
            </li>
          </ul>
        </nav>
      </div>
    </dialog>
  );
}
