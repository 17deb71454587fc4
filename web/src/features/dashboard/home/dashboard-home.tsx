import { lazy, Suspense, useId } from 'react';
import { useQuery } from '@apollo/client/react';
import { useCommitted } from '../../../lib/use-committed';
import { Link, useSearchParams } from 'react-router-dom';
import { AdminHomeDashboardDocument, type AdminHomeDashboardQuery } from '../../../generated/graphql';
import { PageMeta } from '../../../lib/page-meta';
import { requestFailure } from '../../../lib/request-error';
import { messages } from '../../../config/messages';
import { dashboardPaths } from '../../../config/paths';
import type { Viewer } from '../guard';
import { LoadFailure, Loading } from '../kit/list-parts';
import { counted, DEFAULT_PERIOD, dayInWords, parsePeriod, PERIODS } from './figures';
import { formatPounds } from '../../../lib/money';
import { HomeUsers } from './home-users';
import { RecentOrders } from './recent-orders';
import s from '../admin.module.css';
import h from './home.module.css';

/** recharts comes with the chart alone: a chunk fetched when the home page first draws it. */
const SalesChart = lazy(() => import('./sales-chart'));

type Figures = AdminHomeDashboardQuery['dashboard'];

/**
 * /dashboard: the shop at a glance from the API's dashboard figures — stat cards, sales by day over 7, 30
 * or 90 days (the period in the URL), top sellers and low stock — then the recent orders and the users.
 */
export function DashboardHome({ viewer }: { viewer: Viewer }) {
  const [params, setParams] = useSearchParams();
  const days = parsePeriod(params.get('days'));
  const { data, previousData, loading, error, refetch } = useQuery(AdminHomeDashboardDocument, {
    variables: useCommitted({ days }),
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: true,
  });
  const figures = (data ?? previousData)?.dashboard ?? null;
  const retry = () => {
    void refetch().catch(() => undefined);
  };
  const choose = (period: number) => {
    const next = new URLSearchParams(params);
    if (period === DEFAULT_PERIOD) next.delete('days');
    else next.set('days', String(period));
    setParams(next, { replace: true });
  };

  return (
    <div className={h.home}>
      <PageMeta title="Dashboard" index={false} />
      <div className={h.head}>
        <div>
          <h1>Dashboard</h1>
          <p>Welcome, {viewer.name}</p>
        </div>
        <div role="group" aria-label="Period" className={h.periods}>
          {PERIODS.map((period) => (
            <button key={period} type="button" aria-pressed={period === days} onClick={() => choose(period)}>
              {period} days
            </button>
          ))}
        </div>
      </div>

      {error && !figures ? (
        <section className={s.panel} aria-label="Shop figures">
          <LoadFailure message={requestFailure(error, messages.unexpected).message} onRetry={retry} />
        </section>
      ) : (
        <>
          <StatCards figures={figures} days={days} />
          <SalesPanel figures={figures} days={days} busy={loading} />
          {error && <LoadFailure message={requestFailure(error, messages.unexpected).message} onRetry={retry} />}
          <div className={h.pair}>
            <TopSelling figures={figures} />
            <LowStock figures={figures} />
          </div>
        </>
      )}

      <RecentOrders onDeleted={retry} />
      <HomeUsers viewer={viewer} />
    </div>
  );
}

function StatCards({ figures, days }: { figures: Figures | null; days: number }) {
  if (!figures) {
    return (
      <div className={h.cards} role="status" aria-label="Loading the figures">
        {[0, 1, 2, 3].map((n) => (
          <div key={n} className={`${h.card} ${h.skeleton}`} />
        ))}
      </div>
    );
  }
  const cards = [
    { label: 'Total Orders', value: counted(figures.totalOrders), note: 'All time, in every status' },
    { label: 'Revenue', value: formatPounds(figures.revenue), note: 'Paid, dispatched and delivered orders' },
    { label: 'Visitors', value: counted(figures.visitors), note: `Over the last ${days} days (each visitor once a day)` },
    { label: 'Products', value: counted(figures.products), note: 'Active products' },
  ];
  return (
    <dl className={h.cards}>
      {cards.map((card) => (
        <div key={card.label} className={h.card}>
          <dt>{card.label}</dt>
          <dd className={h.value}>{card.value}</dd>
          <dd className={h.note}>{card.note}</dd>
        </div>
      ))}
    </dl>
  );
}

function SalesPanel({ figures, days, busy }: { figures: Figures | null; days: number; busy: boolean }) {
  const titleId = useId();
  const summaryId = useId();
  const sales = figures?.salesByDay ?? [];
  const orders = sales.reduce((sum, day) => sum + day.orders, 0);
  const revenue = sales.reduce((sum, day) => sum + day.revenue, 0);
  const best = sales.reduce<(typeof sales)[number] | null>((top, day) => (day.revenue > (top?.revenue ?? 0) ? day : top), null);
  const wait = <div className={`${h.chartWait} ${h.skeleton}`} />;
  return (
    <section className={s.panel} aria-labelledby={titleId} aria-busy={busy || undefined}>
      <div className={h.panelHead}>
        <h2 id={titleId}>Sales by day</h2>
      </div>
      {!figures ? (
        <Loading label="Loading sales…" />
      ) : (
        <figure className={h.figure} aria-describedby={summaryId}>
          <div className={h.chartBox} aria-hidden="true">
            <Suspense fallback={wait}>
              <SalesChart days={sales} />
            </Suspense>
          </div>
          <figcaption id={summaryId} className={h.summary}>
            Last {days} days: {counted(orders)} {orders === 1 ? 'order' : 'orders'}, {formatPounds(revenue)} taken
            {best ? `; best day ${dayInWords(best.date)} (${formatPounds(best.revenue)})` : '; no sales in this period'}.
          </figcaption>
          <details className={h.byDay}>
            <summary>Sales by day as a table</summary>
            <div className={`${s.tableWrap} ${h.tableWrapSmall}`}>
              <table className={s.table}>
                <caption className="visually-hidden">Orders, revenue and visitors on each of the last {days} days</caption>
                <thead>
                  <tr>
                    <th scope="col">Date</th>
                    <th scope="col" className={s.numeric}>
                      Orders
                    </th>
                    <th scope="col" className={s.numeric}>
                      Revenue
                    </th>
                    <th scope="col" className={s.numeric}>
                      Visitors
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {sales.map((day) => (
                    <tr key={day.date}>
                      <th scope="row">{dayInWords(day.date)}</th>
                      <td className={s.numeric}>{counted(day.orders)}</td>
                      <td className={s.numeric}>{formatPounds(day.revenue)}</td>
                      <td className={s.numeric}>{counted(day.visitors)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </details>
        </figure>
      )}
    </section>
  );
}

function TopSelling({ figures }: { figures: Figures | null }) {
  const titleId = useId();
  const rows = figures?.topSelling ?? null;
  return (
    <section className={s.panel} aria-labelledby={titleId}>
      <div className={h.panelHead}>
        <h2 id={titleId}>Top selling products</h2>
      </div>
      {!rows ? (
        <Loading />
      ) : rows.length === 0 ? (
        <p className={s.empty}>No products sold yet.</p>
      ) : (
        <div className={s.tableWrap}>
          <table className={s.table}>
            <thead>
              <tr>
                <th scope="col">Product</th>
                <th scope="col" className={s.numeric}>
                  Sold
                </th>
                <th scope="col" className={s.numeric}>
                  Revenue
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.productId}>
                  <td>
                    <Link to={dashboardPaths.product(row.productId)}>{row.name}</Link> <span className={h.code}>{row.code}</span>
                  </td>
                  <td className={s.numeric}>{counted(row.quantity)}</td>
                  <td className={s.numeric}>{formatPounds(row.revenue)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function LowStock({ figures }: { figures: Figures | null }) {
  const titleId = useId();
  const rows = figures?.lowStock ?? null;
  return (
    <section className={s.panel} aria-labelledby={titleId}>
      <div className={h.panelHead}>
        <h2 id={titleId}>Low stock products</h2>
        <Link to={dashboardPaths.lowStock}>All low stock</Link>
      </div>
      {!rows ? (
        <Loading />
      ) : rows.length === 0 ? (
        <p className={s.empty}>No products are low on stock.</p>
      ) : (
        <div className={s.tableWrap}>
          <table className={s.table}>
            <thead>
              <tr>
                <th scope="col">Product</th>
                <th scope="col" className={s.numeric}>
                  In stock
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  <td>
                    <Link to={dashboardPaths.product(row.id)}>{row.name}</Link> <span className={h.code}>{row.code}</span>
                  </td>
                  <td className={`${s.numeric} ${h.lowStock}`}>{counted(row.stockQuantity)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
