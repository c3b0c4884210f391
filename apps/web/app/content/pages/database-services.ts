import type { PageContent } from "./page-content";

export default {
  path: "/database-services",
  title: "Database & System Audit Services | Kaizen Fusion",
  description:
    "Database health checks, performance tuning and full system audits that uncover risks and slow queries before they cost you customers.",
  heading: "Database & System Audit",
  intro:
    "Slow reports, failing backups and creeping licence costs usually share a root cause. Our audit finds it, ranks the fixes by impact and hands you a clear plan.",
} as const satisfies PageContent;
