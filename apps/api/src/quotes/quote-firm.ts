// The firm as its quotations name it: the same identity the public site shows in its footer
// (apps/web/app/content/company.ts) and the business cards use.
export const QUOTE_FIRM = {
  name: "Kaizen Fusion Technologies Pvt. Ltd.",
  shortName: "Kaizen Fusion",
  tagline: "Software, AI and IoT that move your business forward.",
  addressLines: [
    "4th Floor, Plot 27, Okhla Industrial Estate Phase III",
    "New Delhi 110020, India",
  ],
  phone: "+91 11 4170 2200",
  email: "sales@kaizenfusion.in",
  website: "www.kaizenfusion.in",
} as const;
