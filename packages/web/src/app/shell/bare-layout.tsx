import { Outlet } from 'react-router';
import styles from './bare-layout.module.css';

/** Pages without menus: print views (spec 1 §2.6), which open in their own tab. */
export function BareLayout() {
  return (
    <main id="main" className={styles.page}>
      <Outlet />
    </main>
  );
}
