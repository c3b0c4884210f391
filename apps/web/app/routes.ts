import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

// Paths are case-sensitive (`/IOT`, not `/iot`), as the static server resolves them.
const page = (path: string, file: string) => route(path, file, { caseSensitive: true });

export default [
  // `/` is redirected to `/index` by the server; this covers client-side navigation only.
  index("routes/home-redirect.tsx"),

  layout("routes/site-layout.tsx", [
    page("index", "routes/home.tsx"),
    page("about", "routes/about.tsx"),
    page("mission-vission", "routes/mission-vission.tsx"),
    page("checklist", "routes/checklist.tsx"),
    page("development", "routes/development.tsx"),
    page("connectb2b", "routes/connectb2b.tsx"),
    page("database-services", "routes/database-services.tsx"),
    page("oraclexstore", "routes/oraclexstore.tsx"),
    page("estimate-builder", "routes/estimate-builder.tsx"),
    page("services", "routes/services.tsx"),
    page("agentic-ai", "routes/agentic-ai.tsx"),
    page("IOT", "routes/iot.tsx"),
    page("comm-tool", "routes/comm-tool.tsx"),
    page("kf-fairex", "routes/kf-fairex.tsx"),
    page("healsupportai", "routes/healsupportai.tsx"),
    page("prodsupportai", "routes/prodsupportai.tsx"),
    page("hr-payroll", "routes/hr-payroll.tsx"),
    page("lexema-rpa", "routes/lexema-rpa.tsx"),
    page("qualetics-ai", "routes/qualetics-ai.tsx"),
    page("job-portal", "routes/job-portal.tsx"),
    page("apply-job", "routes/apply-job.tsx"),
    page("kf-blog", "routes/kf-blog.tsx"),
    page("kf-blog/:id", "routes/kf-blog-article.tsx"),
    page("become-a-partner", "routes/become-a-partner.tsx"),
    page("company-details", "routes/company-details.tsx"),
    page("faq", "routes/faq.tsx"),
    page("terms", "routes/terms.tsx"),
    page("project-deliver", "routes/project-deliver.tsx"),
    page("privacy-policy", "routes/privacy-policy.tsx"),
  ]),

  // Pages without the shared header and footer.
  page("healthcare-checklist", "routes/checklists/healthcare-checklist.tsx"),
  page("datavisibility-checklist", "routes/checklists/datavisibility-checklist.tsx"),
  page("vendorsupport-checklist", "routes/checklists/vendorsupport-checklist.tsx"),
  page("emrreview-checklist", "routes/checklists/emrreview-checklist.tsx"),
  page("systemcost-checklist", "routes/checklists/systemcost-checklist.tsx"),
  page("logistics-checklist", "routes/checklists/logistics-checklist.tsx"),
  page("ecom-checklist", "routes/checklists/ecom-checklist.tsx"),
  page("legacy-checklist", "routes/checklists/legacy-checklist.tsx"),
  page("vendor-checklist", "routes/checklists/vendor-checklist.tsx"),
  page("saastech-checklist", "routes/checklists/saastech-checklist.tsx"),
  page("techmistake-checklist", "routes/checklists/techmistake-checklist.tsx"),
  page("srs-template", "routes/checklists/srs-template.tsx"),
  page("roi-calculator", "routes/checklists/roi-calculator.tsx"),
  page("sitemap", "routes/sitemap.tsx"),
  page("empcard/:phone?", "routes/empcard.tsx"),
  page("voice-agent", "routes/voice-agent.tsx"),
  route("sitemap.xml", "routes/sitemap-xml.ts"),

  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
