import { staffName } from "../../console/views/staff-name";
import { assignmentCopy } from "./assignment-copy";
import type { ActiveStaff } from "./assignment-repository";

export interface OwnerFieldsProps {
  /** The lead's owner now; null while unassigned. */
  ownerId: number | null;
  /** Who may own it: active accounts. */
  staff: ActiveStaff[];
  /** The owner the form sent, shown again when it came back refused. */
  typed?: string;
  error?: string;
}

/** The owner part of the lead page's form: pick an active staff member. */
export function OwnerFields({ ownerId, staff, typed, error }: OwnerFieldsProps) {
  const owner = staff.find((member) => member.id === ownerId);
  return (
    <div className="owner-fields">
      <p>
        <strong>{assignmentCopy.owner}:</strong>{" "}
        {owner === undefined ? assignmentCopy.unassigned : staffName(owner)}
      </p>
      <label>
        {assignmentCopy.ownerLabel}
        <select
          name="owner_id"
          defaultValue={typed ?? (ownerId === null ? "" : String(ownerId))}
          aria-invalid={error === undefined ? undefined : true}
        >
          {ownerId === null ? <option value="">{assignmentCopy.unassigned}</option> : null}
          {staff.map((member) => (
            <option key={member.id} value={String(member.id)}>
              {staffName(member)}
            </option>
          ))}
        </select>
        {error === undefined ? null : <span className="error">{error}</span>}
      </label>
    </div>
  );
}
