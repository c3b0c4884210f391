import type { DownloadDocument } from "./document-types";

export const ecommerceChecklist: DownloadDocument = {
  file: "ecom-checklist",
  title: "Ecommerce Tech Performance Checklist",
  audience: "For e-commerce managers and founders of direct-to-consumer brands",
  introduction:
    "Shoppers leave slow pages, confusing checkouts and products that turn out to be out of stock. This checklist covers the technical side of conversion: speed, checkout, inventory and the integrations behind them.",
  layout: "checklist",
  sections: [
    {
      heading: "Page speed",
      items: [
        "Product and category pages load in under 2.5 seconds on a mid-range phone over 4G (Largest Contentful Paint).",
        "Images are served in modern formats (WebP or AVIF) at the size they are displayed.",
        "Third-party scripts (chat, reviews, analytics, ads) have been counted, and each one has an owner who needs it.",
        "Pages do not jump while loading (Cumulative Layout Shift below 0.1).",
      ],
    },
    {
      heading: "Checkout",
      items: [
        "Guest checkout is available; creating an account is optional.",
        "Checkout takes no more than three steps and keeps the cart if the shopper leaves and returns.",
        "Popular local payment methods (UPI, cards, wallets, cash on delivery where relevant) are offered.",
        "Failed payments are logged with their reason and reviewed every week.",
      ],
    },
    {
      heading: "Inventory and orders",
      items: [
        "Stock levels sync between the store, marketplaces and warehouse at least every few minutes.",
        "Out-of-stock products cannot be ordered, and shoppers can ask to be told when they return.",
        "Orders flow to the warehouse or fulfilment partner automatically, with tracking sent to the customer.",
      ],
    },
    {
      heading: "Measurement and resilience",
      items: [
        "Conversion is measured per step of the funnel, per device and per traffic source.",
        "The store has been load-tested for your biggest sale day, with some margin to spare.",
        "Uptime and checkout errors are monitored, with alerts outside office hours during campaigns.",
        "Backups of products, customers and orders are tested, and you can restore the store within hours.",
      ],
    },
  ],
  closing:
    "Speed and checkout fixes usually pay back fastest. Kaizen Fusion audits and improves D2C stores and their integrations; share your results and we will point out the quick wins.",
};
