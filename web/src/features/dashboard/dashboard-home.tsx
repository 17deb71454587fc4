import { Link } from 'react-router-dom';
import { PageMeta } from '../../app/page-meta';
import { paths } from '../../config/paths';
import type { Viewer } from './guard';
import { GROUPS, sections } from './sections';
import s from './admin.module.css';

/** /dashboard: the overview. Until the figures screen lands, every section by group. */
export function DashboardHome({ viewer }: { viewer: Viewer }) {
  return (
    <section className={s.panel} aria-labelledby="dashboard-home-title">
      <PageMeta title="Dashboard" index={false} />
      <h1 id="dashboard-home-title">Welcome, {viewer.name}</h1>
      <div className={s.overview}>
        {GROUPS.map((group) => (
          <div key={group}>
            <h2>{group}</h2>
            <ul>
              {sections.filter((section) => section.group === group).map((section) => (
                <li key={section.path}><Link to={`${paths.dashboard}/${section.path}`}>{section.title}</Link></li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}
