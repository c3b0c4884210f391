// The firm's people shown on the business-card page (/empcard/<phone>). Each record has the
// employee lookup response's shape, so it can be answered as it is; `phone_number` is the ten
// digits without the prefix, the key the card page looks up.

import type { EmployeeResponse } from "@site/contracts/employee-view";

const FIRM = {
  company_name: "Kaizen Fusion Technologies Pvt. Ltd.",
  company_address: "4th Floor, Plot 27, Okhla Industrial Estate Phase III, New Delhi 110020, India",
  company_website: "https://www.kaizenfusion.in",
} as const;

export const EMPLOYEES: readonly EmployeeResponse[] = [
  {
    name: "Arjun Mehta",
    designation: "Founder and Managing Director",
    phone_prefix: "+91",
    phone_number: "9810012345",
    email: "arjun.mehta@kaizenfusion.in",
    ...FIRM,
  },
  {
    name: "Priya Raghavan",
    designation: "Head of AI Solutions",
    phone_prefix: "+91",
    phone_number: "9871204410",
    email: "priya.raghavan@kaizenfusion.in",
    ...FIRM,
  },
  {
    name: "Vikram Sethi",
    designation: "Principal Consultant, ERP and Retail Systems",
    phone_prefix: "+91",
    phone_number: "8800317725",
    email: "vikram.sethi@kaizenfusion.in",
    ...FIRM,
  },
  {
    name: "Neha Kapoor",
    designation: "Lead Engineer, IoT and Industrial Systems",
    phone_prefix: "+91",
    phone_number: "9953108842",
    email: "neha.kapoor@kaizenfusion.in",
    ...FIRM,
  },
  {
    name: "Rohan Bhatia",
    designation: "Engineering Manager, Web and Mobile",
    phone_prefix: "+91",
    phone_number: "7042265519",
    email: "rohan.bhatia@kaizenfusion.in",
    ...FIRM,
  },
  {
    name: "Sana Qureshi",
    designation: "Head of Cloud and Security",
    phone_prefix: "+91",
    phone_number: "9560841137",
    email: "sana.qureshi@kaizenfusion.in",
    ...FIRM,
  },
];
