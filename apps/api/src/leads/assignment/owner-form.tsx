import { staffName } from "../../console/views/staff-name";
import { assignmentCopy } from "./assignment-copy";
import type { ActiveStaff } from "./assignment-repository";

export interface OwnerFormProps {
  leadId: number;
  /** The lead's owner now; null while unassigned. */
  ownerId: number | null;
  /** Who may own it: active accounts. */
  staff: ActiveStaff[];
  error?: string;
}

/** The lead page's one-step reassignment: pick an active staff member and submit. */
export function OwnerForm({ leadId, ownerId, staff, error }: OwnerFormProps) {
  const owner = staff.find((member) => member.id === ownerId);
  return (
    <form method="post" action={`/admin/leads/${leadId}/owner`} className="stack owner-form">
      <p>
        <strong>{assignmentCopy.owner}:</strong>{" "}
        {owner === undefined ? assignmentCopy.unassigned : staffName(owner)}
      </p>
      <label>
        {assignmentCopy.ownerLabel}
        <select name="owner_id" defaultValue={ownerId === null ? "" : String(ownerId)} required>
          {ownerId === null ? <option value="">{assignmentCopy.unassigned}</option> : null}
          {staff.map((member) => (
            <option key={member.id} value={String(member.id)}>
              {staffName(member)}
            </option>
          ))}
        </select>
        {error === undefined ? null : <span className="error">{error}</span>}
      </label>
      <button type="submit">{assignmentCopy.reassign}</button>
    </form>
  );
}
