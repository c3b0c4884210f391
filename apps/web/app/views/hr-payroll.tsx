import BadgeCheck from "lucide-react/icons/badge-check";
import Banknote from "lucide-react/icons/banknote";
import CalendarDays from "lucide-react/icons/calendar-days";
import FileChartColumn from "lucide-react/icons/file-chart-column";
import IdCard from "lucide-react/icons/id-card";
import Landmark from "lucide-react/icons/landmark";
import Settings from "lucide-react/icons/settings";
import Users from "lucide-react/icons/users";
import { CardSection } from "../components/content-section/card-and-list-sections";
import { ContentSection } from "../components/content-section/content-section";
import { MailLine } from "../components/mail-line/mail-line";
import { PayrollRunMockup } from "../components/product-mockups/payroll-run-mockup";
import { type ProductIslands, ProductPage } from "../components/product-page/product-page";
import * as hrPayroll from "../content/hr-payroll";
import page from "../content/pages/hr-payroll";

const moduleIcons = {
  Configuration: Settings,
  "Employee Management": Users,
  "e-HR and Other Activities": IdCard,
  "e-Approvals": BadgeCheck,
  "e-Leave and Attendance": CalendarDays,
  "e-Payout": Banknote,
  "e-Compliance": Landmark,
  "e-Payout Reports": FileChartColumn,
};

/** The HR & Payroll product page; its testimonials and demo form are islands. */
export function HrPayrollPage(islands: ProductIslands) {
  const { mission, modules } = hrPayroll;
  return (
    <ProductPage page={page} visual={<PayrollRunMockup />} copy={hrPayroll} {...islands}>
      <ContentSection copy={{ heading: mission.heading }}>
        <MailLine text={mission.text} email={mission.email} subject={mission.subject} />
      </ContentSection>
      <CardSection copy={modules} icons={moduleIcons} />
    </ProductPage>
  );
}
