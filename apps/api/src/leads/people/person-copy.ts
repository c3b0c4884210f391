/** Words of a person's page. */
export const personCopy = {
  contacts: "How to reach them",
  companies: "Company",
  requests: (count: number) => (count === 1 ? "1 request" : `${count} requests`),
  columns: {
    received: "Received",
    request: "Request",
    kind: "Kind",
    status: "Status",
    owner: "Owner",
  },
  unassigned: "Unassigned",
  whatsApp: "WhatsApp",
} as const;
