import { DataTable } from "../../console/views/data-table";
import {
  ActionButton,
  type FieldErrors,
  FormErrorSummary,
  TextField,
} from "../../console/views/form-fields";
import { Layout } from "../../console/views/layout";
import { employeeCopy } from "./employee-copy";
import { EMPLOYEE_FIELDS, type EmployeeInput } from "./employee-form";

export interface EmployeeListPageProps {
  staffEmail: string;
  employees: {
    id: number;
    name: string;
    designation: string;
    phone_prefix: string;
    phone_number: string;
    email: string;
  }[];
  notice?: string;
}

export function EmployeeListPage({ staffEmail, employees, notice }: EmployeeListPageProps) {
  const copy = employeeCopy;
  return (
    <Layout title={copy.title} staffEmail={staffEmail} notice={notice}>
      <p>{copy.intro}</p>
      <p>
        <a href="/admin/employees/new">{copy.add}</a>
      </p>
      <DataTable
        rows={employees}
        empty={copy.empty}
        columns={[
          { header: copy.fields.name, cell: (employee) => employee.name },
          { header: copy.fields.designation, cell: (employee) => employee.designation },
          {
            header: copy.fields.phone_number,
            cell: (employee) => (
              <>
                {employee.phone_prefix} {employee.phone_number}
              </>
            ),
          },
          { header: copy.fields.email, cell: (employee) => employee.email },
          {
            cell: (employee) => (
              <>
                <a href={`/admin/employees/${employee.id}`}>{copy.edit}</a>{" "}
                <a href={`/empcard/${encodeURIComponent(employee.phone_number)}`}>
                  {copy.viewCard}
                </a>{" "}
                <ActionButton action={`/admin/employees/${employee.id}/delete`}>
                  {copy.delete}
                </ActionButton>
              </>
            ),
          },
        ]}
      />
    </Layout>
  );
}

export interface EmployeeFormPageProps {
  staffEmail: string;
  /** Undefined for a new employee. */
  id?: number;
  input?: Partial<EmployeeInput>;
  errors?: FieldErrors;
}

export function EmployeeFormPage({ staffEmail, id, input, errors }: EmployeeFormPageProps) {
  const title =
    id === undefined ? employeeCopy.newTitle : employeeCopy.editTitle(input?.name ?? "");
  return (
    <Layout title={title} staffEmail={staffEmail}>
      <form
        method="post"
        action={id === undefined ? "/admin/employees" : `/admin/employees/${id}`}
        className="stack"
      >
        <FormErrorSummary errors={errors} />
        {EMPLOYEE_FIELDS.map((name) => (
          <TextField
            key={name}
            name={name}
            label={employeeCopy.fields[name]}
            value={input?.[name]}
            errors={errors}
            type={name === "email" ? "email" : "text"}
          />
        ))}
        <button type="submit">{employeeCopy.save}</button>
      </form>
    </Layout>
  );
}
