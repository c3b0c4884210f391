import type { ReactNode } from "react";
import sectionStyles from "../../components/form-section/form-section.module.css";

export interface HomeLink {
  href: string;
  label: string;
}

/** SuccessPanel's `actions` of the forms that sit in a FormSection: the button, then a link home. */
export function withHomeLink({ href, label }: HomeLink) {
  return (againButton: ReactNode) => (
    <div className={sectionStyles.actions}>
      {againButton}
      <a href={href}>{label}</a>
    </div>
  );
}
