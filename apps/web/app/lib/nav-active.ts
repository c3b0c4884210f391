import type { NavGroup } from "../content/nav";

// The active rule of the navigation: a link is current when its path equals the current path
// exactly (paths are case-sensitive, `/IOT` is not `/iot`); a group is active when it holds the
// current link. A trailing slash, which static hosting may add, does not count.

export function normalizePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, "");
  return trimmed === "" ? "/" : trimmed;
}

function pathOf(to: string): string {
  return to.split(/[?#]/, 1)[0] ?? to;
}

export function isCurrentPath(to: string, pathname: string): boolean {
  return normalizePath(pathOf(to)) === normalizePath(pathname);
}

export function groupContainsPath(group: NavGroup, pathname: string): boolean {
  return group.links.some((link) => isCurrentPath(link.to, pathname));
}
