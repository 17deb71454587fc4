import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { messages } from '../config/messages';
import { paths } from '../config/paths';
import s from './status-page.module.css';

/** A route that failed to load: say so plainly, with a way home (no stack trace, no internals). */
export function ErrorPage() {
  const error = useRouteError();
  const text = isRouteErrorResponse(error) ? error.statusText || messages.unexpected : messages.unexpected;
  return (
    <div className={`page ${s.status}`}>
      <h1>Something went wrong</h1>
      <p className="error">{text}</p>
      <Link to={paths.home} reloadDocument className={s.home}>
        Go Back Home
      </Link>
    </div>
  );
}
