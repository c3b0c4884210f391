import { navLabels } from "../../content/nav";
import type { Action } from "../../content/sections";
import { mailtoHref } from "../../lib/mailto";

interface ActionLinkProps {
  action: Action;
  className?: string;
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
        <a
          className={className}
          href={action.href}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`${action.label} ${navLabels.newTab}`}
        >
          {action.label}
        </a>
      );
    case "page":
      return (
        <a className={className} href={action.to}>
          {action.label}
        </a>
      );
  }
}
