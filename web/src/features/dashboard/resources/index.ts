import type { AdminResource } from '../resource';
import { attributeResources } from './attributes';
import { catalogueResources } from './catalogue';
import { contentResources } from './content';
import { salesResources } from './sales';

/**
 * Every data set of the back office's list pattern (docs/back-office.md), one entry each: its route under
 * /dashboard, title, typed documents, columns and form. Adding a set is adding an entry to its section's
 * file here; the sidebar shows the sections in this order.
 */
export const resources: AdminResource[] = [...catalogueResources, ...attributeResources, ...contentResources, ...salesResources];

/** The entry of a child route ('brands'). */
export const resourceAt = (path: string): AdminResource | undefined => resources.find((r) => r.path === path);
