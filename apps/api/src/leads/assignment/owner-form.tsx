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
  /** The owner's account, active or not; undefined while unassigned. */
  owner?: { email: string; display_name: string | null; disabled_at: string | null } | undefined;
}

/** The owner part of the lead page's form: pick an active staff member. */
export function OwnerFields({ ownerId, staff, typed, error, owner }: OwnerFieldsProps) {
  const active = staff.find((member) => member.id === ownerId);
  // An owner whose account was disabled is named as such, and no active colleague is preselected
  // in their place: saving the form for a note must not move the lead by accident.
  const inactive = ownerId !== null && active === undefined;
  const ownerText =
    active !== undefined
      ? staffName(active)
      : owner !== undefined && ownerId !== null
        ? assignmentCopy.disabledOwner(staffName(owner))
        : assignmentCopy.unassigned;
  return (
    <div className="owner-fields">
      <p>
        <strong>{assignmentCopy.owner}:</strong> {ownerText}
      </p>
      <label>
        {assignmentCopy.ownerLabel}
        <select
          name="owner_id"
          defaultValue={typed ?? (ownerId === null || inactive ? "" : String(ownerId))}
          aria-invalid={error === undefined ? undefined : true}
        >
          {ownerId === null ? <option value="">{assignmentCopy.unassigned}</option> : null}
          {inactive ? <option value="">{assignmentCopy.chooseNewOwner}</option> : null}
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
