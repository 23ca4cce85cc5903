import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { guards, routePatterns, routes } from './routes';

// The guards' behaviour is in guards.stories.tsx (a signed-out visitor, a host, a company admin); this checks that
// the real route table puts them around the addresses, which the e2e suite used to prove by visiting each one.

/** The guards the route table puts around `path`, outermost first (compared by loader: nothing is imported). */
const guardsOf = (path: string) =>
  (matchRoutes(routes, path) ?? [])
    .map(({ route }) => Object.entries(guards).find(([, loader]) => loader === route.lazy)?.[0])
    .filter(Boolean);

describe('route table', () => {
  it('puts every dashboard address and the settings behind sign-in', () => {
    for (const path of [
      '/dashboard',
      '/dashboard/library',
      '/dashboard/reports',
      '/dashboard/team',
      '/dashboard/playlists',
      '/dashboard/playlists/3/edit',
      '/settings',
    ])
      expect(guardsOf(path), path).toEqual(['auth']);
  });

  it('puts the back-office behind admin, and the operator screens behind operator as well', () => {
    for (const path of [
      '/dashboard/admin',
      '/dashboard/admin/users/manage-users',
      '/dashboard/admin/scenario/manage-scenarios',
      '/dashboard/admin/scenario/edit/3',
    ])
      expect(guardsOf(path), path).toEqual(['auth', 'admin']);
    for (const path of [
      '/dashboard/admin/faq/manage-faqs',
      '/dashboard/admin/companies/manage-companies',
      '/dashboard/admin/help-guides/manage-help-guides',
      '/dashboard/admin/scenario/manage-tags',
      '/dashboard/admin/scenario/manage-categories',
    ])
      expect(guardsOf(path), path).toEqual(['auth', 'admin', 'operatorOnly']);
  });

  it('leaves the public pages and the live screens open', () => {
    for (const path of [
      '/',
      '/auth',
      '/forgot-password',
      '/session/KX4P',
      '/host-controls/KX4P',
      '/no/such/page',
    ])
      expect(guardsOf(path), path).toEqual([]);
  });
});

describe('route patterns (dist/routes.json: the server answers other addresses 404)', () => {
  it("lists every address of the table, with its parameters, and none of the not-found routes' catch-alls", () => {
    const patterns = routePatterns();
    for (const path of [
      '/',
      '/auth',
      '/session/:pin',
      '/dashboard',
      '/dashboard/reports/:id',
      '/dashboard/admin/scenario',
      '/dashboard/admin/scenario/edit/:id',
      '/settings',
    ])
      expect(patterns).toContain(path);
    expect(patterns.filter((path) => path.includes('*'))).toEqual([]);
    expect(new Set(patterns).size).toBe(patterns.length);
  });
});
