import { Layout } from "../../console/views/layout";
import { staffName } from "../../console/views/staff-name";
import type { LeadKind } from "../../infrastructure/database/schema";
import { LEAD_KIND_LABELS, LEAD_KINDS } from "../inbox/lead-labels";
import { assignmentCopy } from "./assignment-copy";
import { type ActiveStaff, type AssignmentRule, ruleFieldName } from "./assignment-repository";

export interface AssignmentPageProps {
  staffEmail: string;
  staff: ActiveStaff[];
  rules: AssignmentRule[];
  notice?: string;
}

/** Admins tick, per lead kind, which staff members take new leads of it in turn. */
export function AssignmentPage({ staffEmail, staff, rules, notice }: AssignmentPageProps) {
  const takes = (kind: LeadKind, id: number) =>
    rules.some((rule) => rule.kind === kind && rule.staffUserId === id);
  return (
    <Layout title={assignmentCopy.settingsTitle} staffEmail={staffEmail} notice={notice}>
      <h1>{assignmentCopy.settingsTitle}</h1>
      <p>{assignmentCopy.settingsIntro}</p>
      {staff.length === 0 ? (
        <p>{assignmentCopy.noStaff}</p>
      ) : (
        <form method="post" action="/admin/assignment" className="stack">
          <table>
            <thead>
              <tr>
                <th scope="col">{assignmentCopy.staffColumn}</th>
                {LEAD_KINDS.map((kind) => (
                  <th key={kind} scope="col">
                    {LEAD_KIND_LABELS[kind]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {staff.map((member) => (
                <tr key={member.id}>
                  <th scope="row">{staffName(member)}</th>
                  {LEAD_KINDS.map((kind) => (
                    <td key={kind}>
                      <input
                        type="checkbox"
                        name={ruleFieldName(kind, member.id)}
                        defaultChecked={takes(kind, member.id)}
                        aria-label={`${staffName(member)} takes ${LEAD_KIND_LABELS[kind]} leads`}
                      />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
          <button type="submit">{assignmentCopy.save}</button>
        </form>
      )}
    </Layout>
  );
}
