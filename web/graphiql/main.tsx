import 'graphiql/setup-workers/vite';
import 'graphiql/style.css';
import './graphiql.css';
import { GraphiQL } from 'graphiql';
import { createRoot } from 'react-dom/client';
import { graphqlFetcher } from './fetcher';

const DEFAULT_QUERY = `# The Beauty Shop GraphQL API. Staff operations need a token:
# under Headers put {"Authorization": "Bearer <token>"}.
# Another branch: {"x-branch-code": "LEEDS"}.

query StoreDepartments {
  departments(options: { take: 10 }) {
    totalItems
    items {
      name
      slug
      categories {
        name
      }
    }
  }
}
`;

createRoot(document.getElementById('graphiql')!).render(
  <GraphiQL fetcher={graphqlFetcher('/graphql')} defaultQuery={DEFAULT_QUERY} defaultEditorToolsVisibility="headers">
    <GraphiQL.Logo>Beauty Shop API</GraphiQL.Logo>
  </GraphiQL>,
);
