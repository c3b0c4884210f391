import { Link } from "react-router";
import type { NavLinkItem } from "../../content/nav";
import { isCurrentPath } from "../../lib/nav-active";

interface NavItemLinkProps {
  link: NavLinkItem;
  pathname: string;
  className?: string;
  onNavigate: () => void;
}

/** A navigation link marked `aria-current="page"` when it points at the current page. */
export function NavItemLink({ link, pathname, className, onNavigate }: NavItemLinkProps) {
  const current = isCurrentPath(link.to, pathname);
  return (
    <Link
      to={link.to}
      className={className}
      aria-current={current ? "page" : undefined}
      onClick={onNavigate}
    >
      {link.label}
    </Link>
  );
}
