import type { NavLinkItem } from "../../content/nav";
import { isCurrentPath } from "../../lib/nav-active";

interface NavItemLinkProps {
  link: NavLinkItem;
  currentPath: string;
  className?: string;
}

/** A navigation link marked `aria-current="page"` when it points at the current page. */
export function NavItemLink({ link, currentPath, className }: NavItemLinkProps) {
  const current = isCurrentPath(link.to, currentPath);
  return (
    <a href={link.to} className={className} aria-current={current ? "page" : undefined}>
      {link.label}
    </a>
  );
}
