import { DataTable } from "../../console/views/data-table";
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
          <DataTable
            rows={staff}
            headerScope="col"
            columns={[
              { header: assignmentCopy.staffColumn, rowHeader: true, cell: staffName },
              ...LEAD_KINDS.map((kind) => ({
                header: LEAD_KIND_LABELS[kind],
                cell: (member: ActiveStaff) => (
                  <input
                    type="checkbox"
                    name={ruleFieldName(kind, member.id)}
                    defaultChecked={takes(kind, member.id)}
                    aria-label={`${staffName(member)} takes ${LEAD_KIND_LABELS[kind]} leads`}
                  />
                ),
              })),
            ]}
          />
          <button type="submit">{assignmentCopy.save}</button>
        </form>
      )}
    </Layout>
  );
}
