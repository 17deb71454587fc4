import { useQuery } from '@apollo/client/react';
import { StoreDepartmentsDocument } from '../../generated/graphql';
import { messages } from '../../config/messages';
import { paths } from '../../config/paths';

/** The departments of the shop with their categories and sub-categories (the site-map tree). */
export function DepartmentsPage() {
  const { data, loading, error } = useQuery(StoreDepartmentsDocument);

  return (
    <main className="page">
      <h1>Shop by department</h1>
      {loading && <p role="status">Loading...</p>}
      {error && <p className="error">{error.message || messages.fetchDepartments}</p>}
      {data && data.departments.items.length === 0 && <p>No departments yet.</p>}
      <div className="departments">
        {data?.departments.items.map((department) => (
          <section key={department.id} className="department" aria-labelledby={`dep-${department.id}`}>
            {department.fileName && <img src={paths.upload('department', department.fileName)} alt="" width={96} height={96} />}
            <h2 id={`dep-${department.id}`}>{department.name}</h2>
            <ul>
              {department.categories.map((category) => (
                <li key={category.id}>
                  <a href={paths.category(department.slug, category.slug)}>{category.name}</a>
                  <ul className="sub">
                    {category.subCategories.map((sub) => (
                      <li key={sub.id}>
                        <a href={paths.subCategory(department.slug, category.slug, sub.slug)}>{sub.name}</a>
                      </li>
                    ))}
                  </ul>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </main>
  );
}
