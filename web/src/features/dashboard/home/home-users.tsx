import { useId, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { AdminUserListDocument } from '../../../generated/graphql';
import { requestFailure } from '../../../lib/request-error';
import { adminFailed } from '../../../config/messages';
import { dashboardPaths } from '../../../config/paths';
import { ListView, Pager } from '../kit/list-parts';
import { pageCount, usePageClamp } from '../kit/use-list-page';
import type { Looker } from '../users/roles';
import { UsersTable } from '../users/users-table';
import s from '../admin.module.css';
import h from './home.module.css';

/** The legacy demo user table: 5 a page. */
const PAGE_SIZE = 5;

/** The home page's user table: name, e-mail, role, 5 a page; a super-admin changes roles in the modal. */
export function HomeUsers({ viewer }: { viewer: Looker }) {
  const [page, setPage] = useState(1);
  const { data, loading, error, refetch } = useQuery(AdminUserListDocument, {
    variables: { options: { skip: (page - 1) * PAGE_SIZE, take: PAGE_SIZE, sortBy: 'name', sortDirection: 'ASC' } },
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: true,
  });
  const result = data?.users ?? null;
  const pages = pageCount(result?.totalItems ?? 0, PAGE_SIZE);
  usePageClamp(result !== null, page, pages, setPage);
  const retry = () => {
    void refetch().catch(() => undefined);
  };
  const titleId = useId();

  return (
    <section className={s.panel} aria-labelledby={titleId}>
      <div className={h.panelHead}>
        <h2 id={titleId}>Users</h2>
        <Link to={dashboardPaths.users}>All users</Link>
      </div>
      <ListView
        result={result}
        loading={loading}
        failure={error ? requestFailure(error, adminFailed('fetch', 'admin users')).message : ''}
        onRetry={retry}
        loadingLabel="Loading users…"
        empty="No users found."
      >
        {({ items }) => <UsersTable users={items} viewer={viewer} busy={loading} onChanged={retry} />}
      </ListView>
      <Pager page={page} pages={pages} onPage={setPage} label="Pages of users" />
    </section>
  );
}
