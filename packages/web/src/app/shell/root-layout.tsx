import { Outlet, ScrollRestoration } from 'react-router';
import { useHashToQuery } from './use-hash-to-query.ts';
import { useLayoutClass } from './use-layout-class.ts';

/**
 * What every page shares, with or without menus (print views have none): layout class,
 * hash rewriting, and scroll to top or back to the saved position (spec 1 §2.1).
 */
export function RootLayout() {
  useLayoutClass();
  useHashToQuery();
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
