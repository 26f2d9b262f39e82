import type { Root } from 'react-dom/client';
import { OutsidePage, outsideEnv } from './pages';
import './outside.css';

/**
 * Renders the sandbox's stand-in for the page at the current location (a path outside
 * /account/heloc: hosted login, dashboard, main-site pages).
 */
export function renderOutsidePage(root: Root): void {
  const { pathname, search } = window.location;
  root.render(<OutsidePage pathname={pathname} search={search} env={outsideEnv()} />);
}
