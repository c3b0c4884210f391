import type { NavGroup } from "../../content/nav";
import { groupContainsPath } from "../../lib/nav-active";
import { MenuToggle } from "./menu-toggle";
import { NavItemLink } from "./nav-item-link";
import styles from "./site-header.module.css";

interface NavDropdownProps {
  group: NavGroup;
  currentPath: string;
}

/** A group of the navigation: a disclosure button over its list of links (header-menus.ts). */
export function NavDropdown({ group, currentPath }: NavDropdownProps) {
  const panelId = `nav-group-${group.id}`;
  return (
    <li className={styles.item}>
      <MenuToggle
        controls={panelId}
        className={styles.toggle}
        kind="group"
        active={groupContainsPath(group, currentPath)}
      >
        {group.label}
        <svg
          className={styles.chevron}
          viewBox="0 0 12 12"
          width="12"
          height="12"
          aria-hidden="true"
        >
          <path d="M2 4l4 4 4-4" stroke="currentColor" strokeWidth="2" fill="none" />
        </svg>
      </MenuToggle>
      <ul id={panelId} className={styles.dropdown} hidden>
        {group.links.map((link) => (
          <li key={link.to}>
            <NavItemLink link={link} currentPath={currentPath} className={styles.dropdownLink} />
          </li>
        ))}
      </ul>
    </li>
  );
}
