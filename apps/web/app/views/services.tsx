import CalendarClock from "lucide-react/icons/calendar-clock";
import CircleArrowUp from "lucide-react/icons/circle-arrow-up";
import Clock from "lucide-react/icons/clock";
import DatabaseBackup from "lucide-react/icons/database-backup";
import FileText from "lucide-react/icons/file-text";
import Gauge from "lucide-react/icons/gauge";
import Headset from "lucide-react/icons/headset";
import LayoutDashboard from "lucide-react/icons/layout-dashboard";
import RefreshCcw from "lucide-react/icons/refresh-ccw";
import ServerCog from "lucide-react/icons/server-cog";
import ShieldCheck from "lucide-react/icons/shield-check";
import Wrench from "lucide-react/icons/wrench";
import { ServiceCaseStudies } from "../components/case-study-card/service-case-studies";
import { CardSection } from "../components/content-section/card-and-list-sections";
import { CtaBlock } from "../components/cta-block/cta-block";
import { PageIntro } from "../components/page-intro/page-intro";
import { ServicesIllustration } from "../components/service-illustrations/services-illustration";
import page from "../content/pages/services";
import { serviceOffers, servicesCta } from "../content/services";

const serviceIcons = {
  "Administration and monitoring": ServerCog,
  "Performance tuning": Gauge,
  "Backup and recovery": DatabaseBackup,
  "Upgrades and migrations": CircleArrowUp,
  "Management dashboards": LayoutDashboard,
  "Operational and statutory reports": FileText,
  "Scheduled delivery": CalendarClock,
  "Report migration": RefreshCcw,
  "Help desk and incident handling": Headset,
  "Bug fixes and small changes": Wrench,
  "Proactive maintenance": ShieldCheck,
  "Round-the-clock cover": Clock,
};

export function ServicesPage() {
  return (
    <PageIntro page={page} visual={<ServicesIllustration />}>
      {serviceOffers.map((offer) => (
        <CardSection key={offer.id} id={offer.id} copy={offer} icons={serviceIcons} />
      ))}
      <ServiceCaseStudies path={page.path} />
      <CtaBlock cta={servicesCta} />
    </PageIntro>
  );
}
