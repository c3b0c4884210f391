import { Layout } from "../../console/views/layout";
import type { LeadKind, LeadStatus } from "../../infrastructure/database/schema";
import { AddTaskForm, type LeadTasksView } from "../../tasks/lead-tasks";
import { LEAD_KIND_LABELS, LEAD_STATUS_LABELS } from "../inbox/lead-labels";
import { bulkCopy } from "./bulk-copy";
import { inboxAddress, selectionField } from "./bulk-selection";

const copy = bulkCopy.task;

export interface BulkTaskPageProps {
  staffEmail: string;
  leads: { id: number; name: string; kind: LeadKind; status: LeadStatus }[];
  back: string;
  firmTimeZone: string;
  form: Pick<LeadTasksView, "activeStaff" | "now" | "addForm">;
}

/** One task for each selected lead: the leads it goes to, then the lead page's add-task form. */
export function BulkTaskPage({ staffEmail, leads, back, firmTimeZone, form }: BulkTaskPageProps) {
  return (
    <Layout title={copy.title(leads.length)} staffEmail={staffEmail}>
      <p>{copy.intro}</p>
      <section aria-labelledby="bulk-selected">
        <h2 id="bulk-selected">{copy.selected}</h2>
        <ul>
          {leads.map((lead) => (
            <li key={lead.id}>
              <a href={`/admin/leads/${lead.id}`}>{lead.name}</a>{" "}
              <span className="muted">
                {LEAD_KIND_LABELS[lead.kind]} · {LEAD_STATUS_LABELS[lead.status]}
              </span>
            </li>
          ))}
        </ul>
      </section>
      <AddTaskForm
        action="/admin/leads/bulk/tasks"
        data={{ ...form, leadOwnerId: null }}
        firmTimeZone={firmTimeZone}
        unownedLabel={copy.eachOwner}
        submitLabel={copy.add(leads.length)}
        hidden={
          <>
            <input type="hidden" name="back" value={back} />
            {leads.map((lead) => (
              <input key={lead.id} type="hidden" name={selectionField(lead.id)} value="1" />
            ))}
          </>
        }
      />
      <p>
        <a href={inboxAddress(back)}>{copy.back}</a>
      </p>
    </Layout>
  );
}
