import { Link } from 'react-router-dom';
import { paths } from '../config/paths';
import { PageMeta } from '../lib/page-meta';
import s from './status-page.module.css';

/** The catch-all route (answered with HTTP 404 by the server render). */
export function NotFoundPage() {
  return (
    <div className={`page ${s.status}`}>
      <PageMeta title="Page not found" index={false} />
      <h1>404</h1>
      <p>Sorry, the page you are looking for does not exist.</p>
      <Link to={paths.home} className={s.home}>
        Go Back Home
      </Link>
    </div>
  );
}
