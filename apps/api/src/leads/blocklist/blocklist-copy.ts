export const blocklistCopy = {
  title: "Suspect e-mail blocklist",
  intro:
    "Leads from a listed address, or from any address at a listed domain or its subdomains, are flagged as suspect by the e-mail check.",
  value: "E-mail address or domain",
  add: "Add",
  remove: "Remove",
  empty: "The blocklist is empty.",
  columns: { value: "Entry", kind: "Kind", added: "Added (UTC)" },
  kinds: { email: "Address", domain: "Domain" },
  added: (value: string) => `${value} was added.`,
  removed: "The entry was removed.",
  errors: {
    required: "Enter an e-mail address or a domain.",
    invalid: "Enter an address such as name@example.com or a domain such as example.com.",
    tooBroad: "Enter a domain with at least two labels, such as example.com.",
    duplicate: "This entry is already on the blocklist.",
  },
} as const;
