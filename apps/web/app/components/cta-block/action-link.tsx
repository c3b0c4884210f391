import type { ReactNode } from "react";
import { navLabels } from "../../content/nav";
import type { Action } from "../../content/sections";
import { mailtoHref } from "../../lib/mailto";

interface ActionLinkProps {
  action: Action;
  className?: string;
}

interface NewTabLinkProps {
  href: string;
  /** The link's name, which screen readers hear with a warning that a new tab opens. */
  label: string;
  className?: string;
  children: ReactNode;
}

/** A link to another site, opened in a new tab that cannot reach back into this page. */
export function NewTabLink({ href, label, className, children }: NewTabLinkProps) {
  return (
    <a
      className={className}
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`${label} ${navLabels.newTab}`}
    >
      {children}
    </a>
  );
}

/** One call to action, rendered as the right kind of link for where it leads. */
export function ActionLink({ action, className }: ActionLinkProps) {
  switch (action.kind) {
    case "mail":
      return (
        <a className={className} href={mailtoHref(action.email, action.subject)}>
          {action.label}
        </a>
      );
    case "external":
      return (
        <NewTabLink className={className} href={action.href} label={action.label}>
          {action.label}
        </NewTabLink>
      );
    case "page":
      return (
        <a className={className} href={action.to}>
          {action.label}
        </a>
      );
  }
}
