import { useEffect, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { Link, useLocation } from 'react-router-dom';
import { StoreMeDocument, type StoreMeQuery } from '../../generated/graphql';
import { storedToken } from '../../lib/apollo';
import { clearToken, logOut, onSessionChange } from '../../lib/session';
import { dashboardPaths, paths } from '../../config/paths';
import s from './account-slot.module.css';

type Viewer = StoreMeQuery['me'];

const isStaff = (viewer: Viewer) => viewer.role === 'ADMIN' || viewer.role === 'SUPER_ADMIN';

/**
 * Login for a guest (what the server renders); after hydration, a stored token is checked with `me`:
 * staff get the Dashboard link with their image and name, a customer an account menu. The slot keeps
 * its size whatever it shows.
 */
export function AccountSlot() {
  const client = useApolloClient();
  const { pathname, search } = useLocation();
  const [viewer, setViewer] = useState<Viewer | null>(null);
  // Bumped when the visitor logs in or out (here or in another tab), to ask `me` again.
  const [session, setSession] = useState(0);

  // Login shows again as soon as the token is gone (logged out here or in another tab).
  useEffect(
    () =>
      onSessionChange(() => {
        if (!storedToken()) setViewer(null);
        setSession((n) => n + 1);
      }),
    [],
  );

  useEffect(() => {
    if (!storedToken()) return;
    let live = true;
    client.query({ query: StoreMeDocument, fetchPolicy: 'network-only' }).then(
      ({ data }) => live && data && setViewer(data.me),
      (err: unknown) => {
        // A token the API no longer accepts (expired, logged out elsewhere) is dropped; other failures leave it.
        const unauthenticated = CombinedGraphQLErrors.is(err) && err.errors.some((e) => e.extensions?.code === 'UNAUTHENTICATED');
        if (unauthenticated) clearToken();
      },
    );
    return () => {
      live = false;
    };
  }, [client, session]);

  // Login shows again once the token is gone from this browser, not before (logOut tells the API first).
  const logout = async () => {
    await logOut(client);
    setViewer(null);
  };

  return (
    <div className={s.slot}>
      {/* After login the visitor comes back to the page they were on. */}
      {!viewer && (
        <Link to={paths.login} state={{ from: pathname + search }} className={s.link}>
          Login
        </Link>
      )}
      {viewer && isStaff(viewer) && (
        <Link to={dashboardPaths.home} className={s.link} reloadDocument>
          {viewer.image && <img src={paths.upload('users', viewer.image)} alt="" width={28} height={28} className={s.avatar} />}
          <span className={s.name}>Dashboard · {viewer.name}</span>
        </Link>
      )}
      {viewer && !isStaff(viewer) && (
        <details className={s.menu}>
          <summary className={s.link}>
            {/* On the narrowest phones a person stands for the name, which a screen reader still reads. */}
            <svg
              className={s.person}
              aria-hidden="true"
              width="24"
              height="24"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.6"
            >
              <circle cx="12" cy="8" r="4" />
              <path d="M4 20c1.5-4 4.5-6 8-6s6.5 2 8 6" />
            </svg>
            <span className={s.name}>{viewer.name}</span>
          </summary>
          <ul className={s.panel}>
            <li>
              <Link to={paths.account}>My Account</Link>
            </li>
            <li>
              <button type="button" onClick={logout}>
                Logout
              </button>
            </li>
          </ul>
        </details>
      )}
    </div>
  );
}
