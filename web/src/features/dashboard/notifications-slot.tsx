import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { AdminNotificationsDocument } from '../../generated/graphql';
import { requestFailure } from '../../lib/request-error';
import { adminFailed } from '../../config/messages';
import { useTopBarMenu } from './top-bar-menu';
import s from './dashboard-layout.module.css';

/** How often the counts are asked again while the back office is open (and each time the menu opens). */
const POLL_MS = 60_000;

/**
 * The top bar's notifications dropdown: pending orders, return requests, unhandled contact messages, reviews waiting and
 * low-stock products, each with its count and a link to the screen that lists them; the badge shows the
 * total. The same for every member of staff (no read state is kept).
 */
export function NotificationsSlot() {
  const ref = useTopBarMenu();
  const { data, error, refetch } = useQuery(AdminNotificationsDocument, {
    pollInterval: POLL_MS,
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: false,
  });
  const total = data?.staffNotifications.total ?? 0;
  const entries = data?.staffNotifications.entries ?? [];
  return (
    <details
      ref={ref}
      className={s.profile}
      onToggle={(e) => {
        if (e.currentTarget.open) void refetch().catch(() => undefined);
      }}
    >
      {/* Its name is its own visible text ('Notifications 9 waiting'), as axe's label-content rule wants. */}
      <summary className={s.profileButton} data-testid="notifications">
        <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.6">
          <path d="M6 16V11a6 6 0 1 1 12 0v5l1.5 2h-15L6 16Z" />
          <path d="M10 20a2 2 0 0 0 4 0" />
        </svg>
        <span className="visually-hidden">Notifications</span>
        {total > 0 && (
          <>
            {' '}
            <span className={s.badge} data-testid="notifications-count">
              {total > 99 ? '99+' : total}
            </span>
            <span className="visually-hidden"> waiting</span>
          </>
        )}
      </summary>
      <div className={s.profilePanel}>
        {error && !data ? (
          <p className={`error ${s.panelNote}`}>{requestFailure(error, adminFailed('fetch', 'notifications')).message}</p>
        ) : !data ? (
          <p className={s.panelNote} role="status">
            Loading…
          </p>
        ) : (
          <ul aria-label="Notifications">
            {entries.map((entry) => (
              <li key={entry.kind}>
                <Link to={entry.path} className={s.notification}>
                  <span>{entry.label}</span>
                  <span className={entry.count ? s.badge : s.zero}>{entry.count}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </details>
  );
}
