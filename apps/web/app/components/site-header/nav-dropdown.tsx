import { useEffect, useRef } from "react";
import type { NavGroup } from "../../content/nav";
import { groupContainsPath } from "../../lib/nav-active";
import { NavItemLink } from "./nav-item-link";
import styles from "./site-header.module.css";

interface NavDropdownProps {
  group: NavGroup;
  open: boolean;
  pathname: string;
  onToggle: (groupId: string) => void;
  onClose: () => void;
  onNavigate: () => void;
}

export function NavDropdown({
  group,
  open,
  pathname,
  onToggle,
  onClose,
  onNavigate,
}: NavDropdownProps) {
  const itemRef = useRef<HTMLLIElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelId = `nav-group-${group.id}`;

  // Listen only while open. `pointerdown` rather than `click`: React's own click handlers sit on
  // the document too, and a click listener here would close a dropdown another toggle just opened.
  useEffect(() => {
    if (!open) return;
    const closeOnOutsidePointer = (event: PointerEvent) => {
      const target = event.target as Element;
      if (itemRef.current?.contains(target)) return;
      // Another group's toggle switches groups on its own click; closing here first would move
      // that toggle (the open list collapses above it on a phone) before the click lands.
      if (target.closest?.("[data-nav-group-toggle]")) return;
      onClose();
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      onClose();
      toggleRef.current?.focus();
    };
    document.addEventListener("pointerdown", closeOnOutsidePointer);
    document.addEventListener("keydown", closeOnEscape);
    return () => {
      document.removeEventListener("pointerdown", closeOnOutsidePointer);
      document.removeEventListener("keydown", closeOnEscape);
    };
  }, [open, onClose]);

  return (
    <li ref={itemRef} className={styles.item}>
      <button
        ref={toggleRef}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={panelId}
        data-nav-group-toggle=""
        data-active={groupContainsPath(group, pathname) || undefined}
        onClick={() => onToggle(group.id)}
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
      </button>
      <ul id={panelId} className={styles.dropdown} hidden={!open}>
        {group.links.map((link) => (
          <li key={link.to}>
            <NavItemLink
              link={link}
              pathname={pathname}
              className={styles.dropdownLink}
              onNavigate={onNavigate}
            />
          </li>
        ))}
      </ul>
    </li>
  );
}
