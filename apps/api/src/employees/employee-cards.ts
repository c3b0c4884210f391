// The firm's people (packages/content) as the business-card page (/empcard/<phone>) shows them:
// each record has the employee lookup response's shape, so it can be answered as it is.

import { TEAM } from "@site/content/team";
import type { EmployeeResponse } from "@site/contracts/employee-view";

const FIRM = {
  company_name: "Kaizen Fusion Technologies Pvt. Ltd.",
  company_address: "4th Floor, Plot 27, Okhla Industrial Estate Phase III, New Delhi 110020, India",
  company_website: "https://www.kaizenfusion.in",
} as const;

export const EMPLOYEES: readonly EmployeeResponse[] = TEAM.map((member) => ({
  name: member.name,
  designation: member.title,
  phone_prefix: "+91",
  phone_number: member.mobile,
  email: member.email,
  ...FIRM,
}));
