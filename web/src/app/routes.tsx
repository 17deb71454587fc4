import { Link, Route, Routes } from 'react-router-dom';
import { DepartmentsPage } from '../features/store-home/departments-page';
import { paths } from '../config/paths';

function NotFoundPage() {
  return (
    <main className="page not-found">
      <h1>404</h1>
      <p>The page you are looking for does not exist.</p>
      <Link to={paths.home}>Go Back Home</Link>
    </main>
  );
}

export function AppRoutes() {
  return (
    <Routes>
      <Route path={paths.home} element={<DepartmentsPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
