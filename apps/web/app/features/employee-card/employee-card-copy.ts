// The employee card's own labels; the firm's heading and messages come from `employeeMessages`
// in @site/contracts.

export const employeeCardCopy = {
  phone: "Phone",
  email: "Email",
  company: "Company",
  address: "Address",
  website: "Website",
  newTabNote: "(opens in a new tab)",
  saveContact: "Save contact",
  qrCaption: "Scan to open this card on another phone",
  qrLabel: (url: string) => `QR code of this card's address, ${url}`,
} as const;
