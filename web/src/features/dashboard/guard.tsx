import { useEffect, useState, type ReactNode } from 'react';
import { useQuery } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { AdminTwoFactorStatusDocument, AdminViewerDocument, type AdminViewerQuery } from '../../generated/graphql';
import { storedToken } from '../../lib/apollo';
import { PageMeta } from '../../lib/page-meta';
import { requestFailure } from '../../lib/request-error';
import { messages, noBackOfficeAccess } from '../../config/messages';
import { dashboardPaths, paths } from '../../config/paths';
import { clearToken, onSessionChange } from '../../lib/session';
import { Loading } from './kit/list-parts';
import s from './admin.module.css';

export type Viewer = AdminViewerQuery['me'];

export const isStaff = (viewer: Viewer) => viewer.role === 'ADMIN' || viewer.role === 'SUPER_ADMIN';

/**
 * The back office's door (the API checks roles on every call; this is for people): a visitor without a
 * token goes to /login and comes back to the page asked for; a customer is told they have no access,
 * with a link home; staff (admin, super-admin) get in.
 */
export function StaffGuard({ children }: { children: (viewer: Viewer) => ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  const [token, setToken] = useState(() => storedToken());
  useEffect(() => onSessionChange(() => setToken(storedToken())), []);
  const { data, error, loading } = useQuery(AdminViewerDocument, { skip: !token, fetchPolicy: 'network-only' });
  const unauthenticated = CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === 'UNAUTHENTICATED');
  // A token the API no longer accepts (expired, logged out elsewhere) is dropped, and the visitor logs in again.
  useEffect(() => {
    if (unauthenticated) clearToken();
  }, [unauthenticated]);
  const toLogin = !token || unauthenticated;
  useEffect(() => {
    if (toLogin) void navigate(paths.login, { replace: true, state: { from: location.pathname + location.search } });
  }, [toLogin, navigate, location.pathname, location.search]);

  if (toLogin) return <Loading />;
  if (error) {
    return (
      <div className={s.gate}>
        <PageMeta title="Dashboard" index={false} />
        <h1>Dashboard</h1>
        <p className="error" role="alert">
          {requestFailure(error, messages.loadUser).message}
        </p>
      </div>
    );
  }
  if (loading || !data) return <Loading />;
  if (!isStaff(data.me)) {
    return (
      <main className={s.gate}>
        <PageMeta title="No access" index={false} />
        <h1>{noBackOfficeAccess}</h1>
        <p>The back office is for the shop&rsquo;s staff. You are signed in as {data.me.name}.</p>
        <Link to={paths.home} className={s.primary}>
          Go Back Home
        </Link>
      </main>
    );
  }
  return <TwoFactorGate>{children(data.me)}</TwoFactorGate>;
}

const PROFILE_PATH = dashboardPaths.profile;

/**
 * STAFF_2FA=required and this member of staff has not set up two-factor sign-in: every screen but My
 * Profile (where they set it up) sends them there, since the API refuses the rest until they do.
 */
function TwoFactorGate({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const { data, loading } = useQuery(AdminTwoFactorStatusDocument);
  if (data?.twoFactorStatus?.setupRequired && pathname.toLowerCase() !== PROFILE_PATH) return <Navigate to={PROFILE_PATH} replace />;
  if (loading && !data) return <Loading />;
  return <>{children}</>;
}
