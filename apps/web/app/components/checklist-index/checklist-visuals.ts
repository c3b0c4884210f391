import type { LucideIcon } from "lucide-react";
import Activity from "lucide-react/icons/activity";
import Calculator from "lucide-react/icons/calculator";
import ChartNoAxesCombined from "lucide-react/icons/chart-no-axes-combined";
import CloudCog from "lucide-react/icons/cloud-cog";
import FileText from "lucide-react/icons/file-text";
import HeartPulse from "lucide-react/icons/heart-pulse";
import History from "lucide-react/icons/history";
import Landmark from "lucide-react/icons/landmark";
import LifeBuoy from "lucide-react/icons/life-buoy";
import Receipt from "lucide-react/icons/receipt";
import ShoppingCart from "lucide-react/icons/shopping-cart";
import TriangleAlert from "lucide-react/icons/triangle-alert";
import Truck from "lucide-react/icons/truck";
import type { ChecklistPagePath } from "../../content/checklists";

/** The icon of each download on the checklist index, by page. */
export const checklistIcons: Readonly<Record<ChecklistPagePath, LucideIcon>> = {
  "/healthcare-checklist": HeartPulse,
  "/datavisibility-checklist": ChartNoAxesCombined,
  "/emrreview-checklist": Activity,
  "/logistics-checklist": Truck,
  "/ecom-checklist": ShoppingCart,
  "/legacy-checklist": History,
  "/vendor-checklist": Landmark,
  "/saastech-checklist": CloudCog,
  "/techmistake-checklist": TriangleAlert,
  "/systemcost-checklist": Receipt,
  "/vendorsupport-checklist": LifeBuoy,
  "/srs-template": FileText,
  "/roi-calculator": Calculator,
};

/** The colours of a card: its tray, icon and industry label (checklist-grid.module.css). */
export type ChecklistTone = "blue" | "teal" | "amber" | "navy";

/** Neighbouring industries get different colours, so the grid reads as groups at a glance. */
export const industryTones: Readonly<Record<string, ChecklistTone>> = {
  "Healthcare technology": "teal",
  "Logistics and field service": "blue",
  "E-commerce and D2C brands": "amber",
  "Legacy systems and small businesses": "navy",
  "Fintech and insurtech": "blue",
  "SaaS start-ups": "teal",
  "Mid-sized companies": "navy",
  "Planning tools for every industry": "amber",
};
