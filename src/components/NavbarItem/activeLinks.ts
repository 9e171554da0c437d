import { isSamePath } from '../../utils/sidebar';

/** Whether a navbar link is active for the current path (path prefix already removed). */
export function isNavLinkActive(item: { to?: string; activeBasePath?: string; activeBaseRegex?: string }, pathname: string, exact = false): boolean {
  if (item.activeBaseRegex) return new RegExp(item.activeBaseRegex, 'i').test(pathname);
  if (item.activeBasePath) return pathname.startsWith(item.activeBasePath);
  if (!item.to || /^[a-z]+:/i.test(item.to)) return false;
  if (exact) return isSamePath(item.to, pathname);
  const to = item.to.replace(/\/$/, '');
  return to === '' ? pathname === '/' : pathname === to || pathname.startsWith(`${to}/`);
}
