import { Link, useRoutes } from 'react-router-dom';
import type { Viewer } from './guard';
import { PageMeta } from '../../lib/page-meta';
import { useInBrowser } from '../../lib/in-browser';
import { dashboardPaths } from '../../config/paths';
import { DashboardHome } from './home/dashboard-home';
import { DashboardLayout } from './dashboard-layout';
import { StaffGuard } from './guard';
import { Loading } from './kit/list-parts';
import { sections } from './sections';
import s from './admin.module.css';

/** A path under /dashboard that is no section. */
function NoSuchSection() {
  return (
    <section className={s.panel}>
      <PageMeta title="Not found · Dashboard" index={false} />
      <h1>This section does not exist</h1>
      <p>
        <Link to={dashboardPaths.home}>Back to the dashboard</Link>
      </p>
    </section>
  );
}

/**
 * /dashboard/* (a lazy route chunk of its own: a shopper never downloads it). Behind the staff guard, the
 * layout and one child route per section, taken from the section entries.
 */
export function DashboardRoute() {
  // The back office is client-rendered (its data needs the staff member's token): the server, and the
  // hydration of its HTML, show only the waiting state and never a screen.
  const inBrowser = useInBrowser();
  if (!inBrowser) {
    return (
      <>
        <PageMeta title="Dashboard" index={false} />
        <Loading label="Loading the back office…" />
      </>
    );
  }
  return <StaffGuard>{(viewer) => <Screens viewer={viewer} />}</StaffGuard>;
}

/**
 * The layout and one child route per section, from the section entries. Route objects with useRoutes
 * (not <Routes> elements): the router code this needs is already in the storefront's entry, so the back
 * office adds nothing to what shoppers download.
 */
function Screens({ viewer }: { viewer: Viewer }) {
  return useRoutes([
    {
      element: <DashboardLayout viewer={viewer} />,
      children: [
        { index: true, element: <DashboardHome viewer={viewer} /> },
        ...sections.map((section) => ({ path: section.path, element: section.element })),
        { path: '*', element: <NoSuchSection /> },
      ],
    },
  ]);
}
