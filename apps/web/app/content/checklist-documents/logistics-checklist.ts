import type { DownloadDocument } from "./document-types";

export const logisticsChecklist: DownloadDocument = {
  file: "logistics-checklist",
  title: "Logistics Platform Health Audit",
  audience: "For logistics, transport and field service companies",
  introduction:
    "A logistics platform earns its keep when every shipment and every technician can be located, planned and billed without a phone call. Audit your platform against these points to find where delays, disputes and manual work come from.",
  layout: "checklist",
  sections: [
    {
      heading: "Tracking and visibility",
      items: [
        "Vehicle or technician locations update at least every few minutes while on duty.",
        "Customers can see the status and expected arrival of their shipment or visit without calling you.",
        "Proof of delivery or job completion (photo, signature, time stamp) is captured in the app and linked to the order.",
        "Exceptions (delays, failed deliveries, damaged goods) are recorded with a reason code.",
      ],
    },
    {
      heading: "Planning and dispatch",
      items: [
        "Routes or job schedules are planned by the system using distance, capacity and time windows.",
        "Dispatchers can re-assign a job in one step and the driver or technician is notified at once.",
        "Planned versus actual times are compared weekly to improve future plans.",
      ],
    },
    {
      heading: "Integrations",
      items: [
        "Orders arrive from customer systems, marketplaces or ERPs automatically, not by e-mail and re-typing.",
        "Carrier, partner and warehouse systems exchange status updates through APIs or EDI.",
        "Invoices are generated from completed jobs, including waiting time and extra charges.",
        "Failed integration messages are retried and reported instead of silently dropped.",
      ],
    },
    {
      heading: "Mobile app reliability",
      items: [
        "The driver or technician app works offline and syncs when the connection returns.",
        "App crashes and sync failures are reported to your team automatically.",
        "Updates to the app reach every device within a day, and old versions are blocked when needed.",
        "Battery and data use of the app have been tested on the cheapest phones your field staff use.",
      ],
    },
  ],
  closing:
    "Unchecked items in tracking and integrations usually show up as customer calls and billing disputes; start with those. Kaizen Fusion builds and supports logistics and field service platforms, including offline-first mobile apps.",
};
