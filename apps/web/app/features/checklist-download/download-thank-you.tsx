import { checklistMessages } from "@site/contracts";
import type { ReactNode, RefObject } from "react";
import { checklistForm, type DocumentLink, pdfHref } from "../../content/checklists";
import styles from "../lead-form/lead-form.module.css";
import { describedByReference, RequestReference } from "../lead-form/request-reference";
import type { LeadForm } from "../lead-form/use-lead-form";

interface DownloadThankYouProps {
  downloads: readonly DocumentLink[];
  headingRef: RefObject<HTMLHeadingElement | null>;
  reference: LeadForm["reference"];
  /** What the page adds above the downloads, such as the ROI result. */
  children?: ReactNode;
}

/** Shown instead of the form once the lead is saved: the PDF links and the way back. */
export function DownloadThankYou({
  downloads,
  headingRef,
  reference,
  children,
}: DownloadThankYouProps) {
  return (
    <section className={styles.success} aria-labelledby="download-thank-you">
      <h2
        id="download-thank-you"
        ref={headingRef}
        tabIndex={-1}
        aria-describedby={describedByReference(reference)}
      >
        {checklistMessages.thankYou}
      </h2>
      <RequestReference reference={reference} />
      {children}
      {downloads.map((download) => (
        <a
          key={download.file}
          className="button"
          href={pdfHref(download.file)}
          target="_blank"
          rel="noopener"
        >
          {download.label}
          <span className="visually-hidden"> {checklistForm.newTab}</span>
        </a>
      ))}
      <a href={checklistForm.backLink.to}>{checklistForm.backLink.label}</a>
    </section>
  );
}
