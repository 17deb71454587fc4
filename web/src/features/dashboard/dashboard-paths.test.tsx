import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from '@jest/globals';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { dashboardPaths, dashboardPatternOf } from '../../config/paths';
import { sections } from './sections';

/** The dashboard's route table as DashboardRoute declares it: the home screen and one child route per section. */
const routes: RouteObject[] = [
  { path: dashboardPaths.home, children: [{ index: true }, ...sections.map((section) => ({ path: section.path }))] },
];

/** The pattern of the screen the router shows for a link ('' for the home screen), or undefined when none matches. */
const routedPattern = (href: string) => {
  const leaf = matchRoutes(routes, href.split('?')[0])?.at(-1)?.route;
  return leaf && (leaf.index ? '' : leaf.path);
};

/** Arguments for each builder, as the screens pass them. */
const samples: Record<string, unknown[]> = { section: ['colors'], productSearch: ['argan oil'], product: [7], order: [42] };

describe('the back office’s named routes', () => {
  test('every link of dashboardPaths leads to the screen whose route pattern it declares', () => {
    const wrong = Object.entries(dashboardPaths)
      .filter(([name]) => name !== 'pattern' && name !== 'section')
      .flatMap(([name, entry]) => {
        const href = typeof entry === 'string' ? entry : (entry as (...args: unknown[]) => string)(...(samples[name] ?? []));
        const declared = typeof entry === 'string' ? (entry === dashboardPaths.home ? '' : dashboardPatternOf(entry)) : entry.pattern;
        const routed = routedPattern(href);
        return routed === declared ? [] : [`${name}: ${href} is routed to ${String(routed)}, declares ${declared}`];
      });
    expect(wrong).toEqual([]);
    expect(routedPattern(dashboardPaths.product(7))).toBe('products/:id');
    expect(routedPattern(dashboardPaths.productImport)).toBe('products/import');
  });

  test("every section's link, as the sidebar and the top bar's search build it, leads to that section", () => {
    const listed = sections.filter((section) => !section.hidden);
    expect(listed.length).toBeGreaterThan(30);
    const wrong = listed.filter((section) => routedPattern(dashboardPaths.section(section.path)) !== section.path).map((s) => s.path);
    expect(wrong).toEqual([]);
    expect(dashboardPaths.section('colors')).toBe('/dashboard/colors');
  });

  test('no web source file builds a /dashboard URL from a string: they use dashboardPaths', () => {
    const web = path.resolve(__dirname, '..', '..');
    const sources = (dir: string): string[] =>
      fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
        const full = path.join(dir, e.name);
        if (e.isDirectory()) return e.name === 'generated' || e.name === 'testing' ? [] : sources(full);
        return /\.tsx?$/.test(e.name) && !/(\.test\.tsx?|-test-support\.tsx?)$/.test(e.name) ? [full] : [];
      });
    const files = sources(web);
    expect(files.length).toBeGreaterThan(150);
    // The one place that spells the prefix; no other file may (the allow-list is empty).
    const allowed: string[] = [];
    const building = files
      .map((file) => path.relative(web, file))
      .filter((file) => file !== path.join('config', 'paths.ts') && !allowed.includes(file))
      .filter((file) => /['"`]\/dashboard\b|paths\.dashboard\b/.test(fs.readFileSync(path.join(web, file), 'utf8')));
    expect(building).toEqual([]);
  });
});
