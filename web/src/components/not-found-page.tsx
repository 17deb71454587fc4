import { Link } from 'react-router-dom';
import { paths } from '../config/paths';
import { PageMeta } from '../lib/page-meta';
import s from './status-page.module.css';

/**
 * The catch-all route (answered with HTTP 404 by the server render), with a search of the shop: a plain GET
 * form to /search?q=… (a page load, not the router's Form, so it works before and without the page's script and
 * wherever the 404 page shows).
 */
export function NotFoundPage() {
  return (
    <div className={`page ${s.status}`}>
      <PageMeta title="Page not found" index={false} />
      <h1>404</h1>
      <p>Sorry, the page you are looking for does not exist.</p>
      <form method="get" action={paths.searchResults()} role="search" className={s.search}>
        <label htmlFor="not-found-search">Search the shop</label>
        <div>
          <input id="not-found-search" type="search" name="q" required maxLength={200} autoComplete="off" />
          <button type="submit">Search</button>
        </div>
      </form>
      <Link to={paths.home} className={s.home}>
        Go Back Home
      </Link>
    </div>
  );
}
