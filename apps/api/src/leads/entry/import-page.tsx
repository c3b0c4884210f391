import { DataTable } from "../../console/views/data-table";
import { Layout } from "../../console/views/layout";
import { entryCopy } from "./entry-copy";
import type { RowFate } from "./import-preview";

const copy = entryCopy.import;

export interface ImportPageProps {
  staffEmail: string;
  /** Why the upload was refused, shown beside the file field. */
  error?: string;
  /** How many leads the last import saved. */
  notice?: string;
}

function AcceptedHeaders() {
  return (
    <section aria-labelledby="accepted-headers">
      <h2 id="accepted-headers">{copy.headersHeading}</h2>
      <dl>
        {copy.headers.map(([header, text]) => (
          <div key={header} className="pair">
            <dt>
              <code>{header}</code>
            </dt>
            <dd>{text}</dd>
          </div>
        ))}
      </dl>
      <p className="muted">{copy.headersNote}</p>
    </section>
  );
}

function UploadForm({ error }: { error?: string }) {
  return (
    <form
      method="post"
      action="/admin/leads/import"
      encType="multipart/form-data"
      className="stack"
    >
      {error === undefined ? null : (
        <p className="error" role="alert" id="import-file-error">
          {error}
        </p>
      )}
      <label htmlFor="import-file">{copy.file}</label>
      <input
        id="import-file"
        name="file"
        type="file"
        accept=".csv,text/csv"
        required
        aria-describedby={error === undefined ? undefined : "import-file-error"}
        aria-invalid={error === undefined ? undefined : true}
      />
      <button type="submit">{copy.preview}</button>
    </form>
  );
}

/** Step 1: choose a file; the accepted headers are listed under the form. */
export function ImportPage({ staffEmail, error, notice }: ImportPageProps) {
  return (
    <Layout title={copy.title} staffEmail={staffEmail} notice={notice}>
      <p>{copy.intro}</p>
      <UploadForm error={error} />
      <AcceptedHeaders />
    </Layout>
  );
}

export interface ImportPreviewPageProps {
  staffEmail: string;
  fileName: string;
  /** The file's bytes as base64, sent back with the confirmation. */
  content: string;
  fates: RowFate[];
}

/** Step 2: every row's fate, and the button that saves the good ones. */
export function ImportPreviewPage({
  staffEmail,
  fileName,
  content,
  fates,
}: ImportPreviewPageProps) {
  const bad = fates.filter((fate) => fate.errors.length > 0).length;
  const flagged = fates.filter((fate) => fate.duplicate !== undefined).length;
  const good = fates.filter(
    (fate) => fate.entry !== undefined && fate.duplicate === undefined,
  ).length;
  const rows = fates.map((fate) => ({ ...fate, id: fate.row }));
  return (
    <Layout title={copy.previewTitle} staffEmail={staffEmail}>
      <p>{fileName}</p>
      <p role="status" className="import-counts">
        {copy.counts(good, bad, flagged)}
      </p>
      {good + flagged === 0 ? (
        <p>{copy.nothingToImport}</p>
      ) : (
        <form
          method="post"
          action="/admin/leads/import/confirm"
          encType="multipart/form-data"
          className="stack"
        >
          <input type="hidden" name="file_name" value={fileName} />
          <input type="hidden" name="content" value={content} />
          {flagged === 0 ? null : (
            <label className="check">
              <input type="checkbox" name="include_duplicates" value="on" />
              {copy.includeDuplicates(flagged)}
            </label>
          )}
          <button type="submit">{copy.confirm(good)}</button>
        </form>
      )}
      <p>
        <a href="/admin/leads/import">{copy.uploadAnother}</a>
      </p>
      <DataTable
        rows={rows}
        className="card-table import-preview"
        labelCells
        headerScope="col"
        columns={[
          { header: copy.columns.row, cell: (row) => row.row },
          { header: copy.columns.name, cell: (row) => row.name },
          { header: copy.columns.email, cell: (row) => row.email },
          { header: copy.columns.phone, cell: (row) => row.phone },
          {
            header: copy.columns.fate,
            cell: (row) =>
              row.errors.length > 0 ? (
                <ul className="error">
                  {row.errors.map((error) => (
                    <li key={error}>{error}</li>
                  ))}
                </ul>
              ) : row.duplicateOf !== undefined && row.duplicateOf.reference !== null ? (
                <span className="muted">
                  {copy.alreadyLeadLabel}{" "}
                  <a href={`/admin/leads/${row.duplicateOf.id}`}>
                    <span className="nowrap">{row.duplicateOf.reference}</span>
                  </a>
                </span>
              ) : row.duplicate !== undefined ? (
                <span className="muted">{row.duplicate}</span>
              ) : (
                copy.willAdd
              ),
          },
        ]}
      />
    </Layout>
  );
}
