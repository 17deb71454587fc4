import { useEffect, useId, useState, type MouseEvent } from 'react';
import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { StoreNavbarDocument } from '../../generated/graphql';
import { messages } from '../../config/messages';
import { paths } from '../../config/paths';
import type { DialogProps } from './lazy-dialog';
import { useModalDialog } from '../../components/ui/use-modal-dialog';
import { SubCategoriesView, SubCategoryLinks, useSubCategories } from './mega-menu';
import s from './mobile-menu.module.css';

/** A category's sub-categories in the drawer, loaded when the category is first expanded. */
function SubCategoryList({ code, onNavigate }: { code: string; onNavigate: () => void }) {
  return (
    <SubCategoriesView answer={useSubCategories(code)}>
      {(subCategories) => (
        <ul className={s.subCategories}>
          {subCategories.map((sub) => (
            <li key={sub.id}>
              <SubCategoryLinks subCategory={sub} onNavigate={onNavigate} />
            </li>
          ))}
        </ul>
      )}
    </SubCategoriesView>
  );
}

/** Where the category bar gives way to this drawer (the mobile category list below 768 px). */
const DESKTOP = '(min-width: 768px)';

/**
 * The mobile category list (below 768 px): a drawer (native modal dialog) listing the categories, each
 * linking to its page, with a disclosure button that loads and shows its sub-categories and their parent
 * items. Escape, the close button or a press outside closes it.
 */
export function MobileMenu({ open, onClose }: DialogProps) {
  const id = useId();
  const dialog = useModalDialog(open, onClose);
  const { data, error } = useQuery(StoreNavbarDocument);
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set());
  const close = () => dialog.current?.close();

  // Widened past the breakpoint, the category bar is back: the drawer goes.
  useEffect(() => {
    const query = window.matchMedia?.(DESKTOP);
    if (!query) return;
    const onChange = () => query.matches && dialog.current?.close();
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [dialog]);

  const toggle = (categoryId: number) =>
    setExpanded((was) => {
      const next = new Set(was);
      if (!next.delete(categoryId)) next.add(categoryId);
      return next;
    });
  const onDialogClick = (e: MouseEvent<HTMLDialogElement>) => e.target === e.currentTarget && close();

  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- a click on the backdrop closes it; Escape does so from the keyboard
    <dialog ref={dialog} className={s.drawer} aria-labelledby={`${id}-title`} onClick={onDialogClick}>
      <div className={s.panel}>
        <div className={s.head}>
          <h2 id={`${id}-title`} className={s.title}>
            Categories
          </h2>
          <button type="button" className={s.close} onClick={close} aria-label="Close categories">
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
        <nav aria-labelledby={`${id}-title`}>
          <ul className={s.categories}>
            {data?.navbarCategories.map((category) => {
              const isOpen = expanded.has(category.id);
              const panel = `${id}-category-${category.id}`;
              return (
                <li key={category.id}>
                  <div className={s.row}>
                    <Link to={paths.categoryPage(category.slug)} className={s.category} onClick={close}>
                      {category.name}
                    </Link>
                    <button
                      type="button"
                      className={s.toggle}
                      aria-expanded={isOpen}
                      aria-controls={isOpen ? panel : undefined}
                      onClick={() => toggle(category.id)}
                    >
                      <span className="visually-hidden">{category.name} sub-categories</span>
                      <svg
                        aria-hidden="true"
                        width="14"
                        height="14"
                        viewBox="0 0 12 12"
                        fill="none"
                        stroke="currentColor"
                        strokeWidth="1.6"
                      >
                        <path d="m2.5 4.5 3.5 3.5 3.5-3.5" />
                      </svg>
                    </button>
                  </div>
                  {isOpen && (
                    <div id={panel} className={s.sub}>
                      <SubCategoryList code={category.code} onNavigate={close} />
                    </div>
                  )}
                </li>
              );
            })}
          </ul>
        </nav>
      </div>
    </dialog>
  );
}
