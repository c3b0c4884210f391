import type { ReactNode } from "react";

interface MenuToggleProps {
  /** The id of the list the button opens. */
  controls: string;
  className: string | undefined;
  /** Which script hook the button carries: the whole menu on a phone, or one group. */
  kind: "menu" | "group";
  /** Marks a group holding the current page. */
  active?: boolean;
  children: ReactNode;
}

/** A closed disclosure button of the header; `header-menus.ts` opens and closes what it controls. */
export function MenuToggle({ controls, className, kind, active, children }: MenuToggleProps) {
  const hook = kind === "menu" ? { "data-nav-menu-toggle": "" } : { "data-nav-group-toggle": "" };
  return (
    <button
      type="button"
      className={className}
      aria-expanded="false"
      aria-controls={controls}
      {...hook}
      data-active={active || undefined}
    >
      {children}
    </button>
  );
}
