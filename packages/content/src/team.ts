// The firm's leadership, as the about page, the business cards (/empcard/<phone>) and the blog's
// bylines all name them. Kept here once so the site and the API cannot tell different stories.

export interface TeamMember {
  name: string;
  title: string;
  /** Ten digits without the +91 prefix: the key the business-card page looks up. */
  mobile: string;
  email: string;
}

export const TEAM = [
  {
    name: "Arjun Mehta",
    title: "Founder and Managing Director",
    mobile: "9810012345",
    email: "arjun.mehta@kaizenfusion.in",
  },
  {
    name: "Priya Raghavan",
    title: "Head of AI Solutions",
    mobile: "9871204410",
    email: "priya.raghavan@kaizenfusion.in",
  },
  {
    name: "Vikram Sethi",
    title: "Principal Consultant, ERP and Retail Systems",
    mobile: "8800317725",
    email: "vikram.sethi@kaizenfusion.in",
  },
  {
    name: "Neha Kapoor",
    title: "Lead Engineer, IoT and Industrial Systems",
    mobile: "9953108842",
    email: "neha.kapoor@kaizenfusion.in",
  },
  {
    name: "Rohan Bhatia",
    title: "Engineering Manager, Web and Mobile",
    mobile: "7042265519",
    email: "rohan.bhatia@kaizenfusion.in",
  },
  {
    name: "Sana Qureshi",
    title: "Head of Cloud and Security",
    mobile: "9560841137",
    email: "sana.qureshi@kaizenfusion.in",
  },
] as const satisfies readonly TeamMember[];

export type TeamMemberName = (typeof TEAM)[number]["name"];
