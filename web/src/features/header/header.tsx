import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { StoreNavbarDocument } from '../../generated/graphql';
import { CURRENCIES } from '../../config/constants';
import { messages } from '../../config/messages';
import { paths } from '../../config/paths';
import { AccountSlot } from '../account/account-slot';
import { BasketLink } from '../cart/basket-link';
import s from './header.module.css';

const TOP_BAR_LINKS = [
  { to: paths.shippingDelivery, label: 'Shipping' },
  { to: paths.returnsRefunds, label: 'Returns' },
  { to: paths.contactUs, label: 'Contact' },
  { to: paths.faq, label: 'FAQ' },
] as const;

/** Display only (spec): choosing a currency changes the label, never a price. */
export function CurrencyChooser() {
  const [currency, setCurrency] = useState<string>(CURRENCIES[0]);
  return (
    <label className={s.currency}>
      <span className="visually-hidden">Currency</span>
      <select value={currency} onChange={(e) => setCurrency(e.target.value)}>
        {CURRENCIES.map((c) => <option key={c} value={c}>{c}</option>)}
      </select>
    </label>
  );
}

/** The top-level categories; each goes to its category page. The mega-menu panel attaches here (later slice). */
export function CategoryBar() {
  const { data, error } = useQuery(StoreNavbarDocument);
  if (error) return <p className={`${s.categories} error`}>{error.message || messages.fetchCategories}</p>;
  return (
    <nav aria-label="Categories" className={s.categories}>
      <ul className={s.categoryList}>
        {data?.navbarCategories.map((category) => (
          <li key={category.id}>
            <Link to={paths.categoryPage(category.slug)} className={s.category}>{category.name}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The shop's header as a guest sees it (the server renders this); the account and basket slots fill in
 * after hydration without changing size. The search button and its overlay mount in `s.tools` (later slice).
 */
export function Header() {
  return (
    <header className={s.header}>
      <div className={s.topBar}>
        <div className={s.inner}>
          <nav aria-label="Customer service">
            <ul className={s.topLinks}>
              {TOP_BAR_LINKS.map((l) => <li key={l.to}><Link to={l.to}>{l.label}</Link></li>)}
            </ul>
          </nav>
          <CurrencyChooser />
        </div>
      </div>
      <div className={`${s.inner} ${s.main}`}>
        <Link to={paths.home} className={s.logo} aria-label="Beauty Shop home">Beauty Shop</Link>
        <div className={s.tools}>
          <AccountSlot />
          <BasketLink />
        </div>
      </div>
      <div className={s.categoryBand}>
        <div className={s.inner}>
          <CategoryBar />
        </div>
      </div>
    </header>
  );
}
