import { DataTable } from "../../console/views/data-table";
import {
  ActionButton,
  type FieldErrors,
  FormErrorSummary,
  TextField,
} from "../../console/views/form-fields";
import { Layout } from "../../console/views/layout";
import { blocklistCopy } from "./blocklist-copy";

export interface BlocklistPageProps {
  staffEmail: string;
  entries: { id: number; value: string; kind: "email" | "domain"; created_at: string }[];
  notice?: string;
  input?: string;
  errors?: FieldErrors;
}

export function BlocklistPage({ staffEmail, entries, notice, input, errors }: BlocklistPageProps) {
  const copy = blocklistCopy;
  return (
    <Layout title={copy.title} staffEmail={staffEmail} notice={notice}>
      <p>{copy.intro}</p>
      <form method="post" action="/admin/blocklist" className="stack">
        <FormErrorSummary errors={errors} />
        <TextField name="value" label={copy.value} value={input} errors={errors} maxLength={254} />
        <button type="submit">{copy.add}</button>
      </form>
      <h2>{copy.title}</h2>
      <DataTable
        rows={entries}
        empty={copy.empty}
        columns={[
          { header: copy.columns.value, cell: (entry) => entry.value },
          { header: copy.columns.kind, cell: (entry) => copy.kinds[entry.kind] },
          { header: copy.columns.added, cell: (entry) => entry.created_at.slice(0, 10) },
          {
            cell: (entry) => (
              <ActionButton action={`/admin/blocklist/${entry.id}/delete`}>
                {copy.remove}
              </ActionButton>
            ),
          },
        ]}
      />
    </Layout>
  );
}
