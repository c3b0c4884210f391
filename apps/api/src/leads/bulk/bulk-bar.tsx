import { staffName } from "../../console/views/staff-name";
import { LEAD_STATUS_LABELS, LEAD_STATUSES } from "../inbox/lead-labels";
import { bulkCopy } from "./bulk-copy";
import { selectionField } from "./bulk-selection";

const copy = bulkCopy.bar;

/** The form the inbox rows' boxes belong to (by their `form` attribute), wherever they stand. */
export const BULK_FORM_ID = "bulk-actions";

/**
 * The bar above the inbox's rows: one action for every ticked row. `back` is the inbox's query,
 * so the rep comes back to the page they left.
 */
export function BulkActionBar({
  staff,
  back,
}: {
  staff: { id: number; email: string; display_name: string | null }[];
  back: string;
}) {
  return (
    <form id={BULK_FORM_ID} method="post" action="/admin/leads/bulk" className="bulk-bar">
      <input type="hidden" name="back" value={back} />
      <label>
        {copy.label}
        <select name="action" required defaultValue="">
          <option value="" disabled>
            {copy.choose}
          </option>
          <optgroup label={copy.assignGroup}>
            {staff.map((member) => (
              <option key={member.id} value={`assign:${member.id}`}>
                {staffName(member)}
              </option>
            ))}
          </optgroup>
          <optgroup label={copy.statusGroup}>
            {LEAD_STATUSES.map((status) => (
              <option key={status} value={`status:${status}`}>
                {LEAD_STATUS_LABELS[status]}
              </option>
            ))}
          </optgroup>
          <optgroup label={copy.taskGroup}>
            <option value="task">{copy.addTask}</option>
          </optgroup>
          <optgroup label={copy.exportGroup}>
            <option value="export:csv">{copy.exportCsv}</option>
            <option value="export:xlsx">{copy.exportXlsx}</option>
          </optgroup>
        </select>
      </label>
      <button type="submit">{copy.apply}</button>
    </form>
  );
}

/** A row's box: outside the bar's form in the page, inside it by the `form` attribute. */
export function BulkSelectBox({ id, name }: { id: number; name: string }) {
  return (
    <input
      type="checkbox"
      form={BULK_FORM_ID}
      name={selectionField(id)}
      value="1"
      aria-label={copy.select(name)}
    />
  );
}
