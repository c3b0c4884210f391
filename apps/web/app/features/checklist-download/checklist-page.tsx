import type { ReactNode } from "react";
import { ChecklistPreview } from "../../components/checklist-index/checklist-preview";
import { PageIntro } from "../../components/page-intro/page-intro";
import { StandalonePage } from "../../components/standalone-page/standalone-page";
import { downloadDocuments } from "../../content/checklist-documents/all-documents";
import {
  type ChecklistPagePath,
  checklistForm,
  checklistIndexLink,
  checklistPages,
} from "../../content/checklists";
import type { PageContent } from "../../content/pages/page-content";
import styles from "./checklist-page.module.css";

/**
 * Any of the 13 download pages (checklists, SRS template, ROI calculator), without the shared
 * header and footer: heading, blurb and the top of the document's first page, what it covers
 * and the form (an island the page entry passes in).
 */
export function ChecklistPage({ page: copy, form }: { page: PageContent; form: ReactNode }) {
  const path = copy.path as ChecklistPagePath;
  const page = checklistPages[path];
  const file = page.downloads[0].file;
  const documentTitle = downloadDocuments.find((document) => document.file === file)?.title;
  const preview = (
    <ChecklistPreview
      className={styles.preview}
      file={file}
      alt={`The first page of the ${documentTitle ?? copy.heading}`}
      eager
    />
  );
  return (
    <StandalonePage logoLink={checklistIndexLink}>
      <PageIntro page={copy} visual={preview}>
        <div className={styles.layout}>
          <section className={styles.covers} aria-labelledby="covers-heading">
            <h2 id="covers-heading">{checklistForm.coversHeading}</h2>
            <ul>
              {page.covers.map((topic) => (
                <li key={topic}>{topic}</li>
              ))}
            </ul>
          </section>
          <section className={styles.card} aria-labelledby="form-heading">
            <h2 id="form-heading">{checklistForm.formHeading}</h2>
            {form}
          </section>
        </div>
      </PageIntro>
    </StandalonePage>
  );
}
