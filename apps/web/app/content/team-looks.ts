import type { PersonLook } from "./people";

// How each member of the team is pictured, by the anchor of their card on /about: the about page,
// the blog's bylines and the business cards (/empcard) all draw the same person the same way.
// A photograph goes in `photo` once the firm supplies one (content/images/people/).

export const teamLooks: Readonly<Record<string, PersonLook>> = {
  "arjun-mehta": { portrait: { seed: "arjun-mehta", hair: "receding", grey: true } },
  "priya-raghavan": { portrait: { seed: "priya-raghavan", hair: "long" } },
  "vikram-sethi": { portrait: { seed: "vikram-sethi", hair: "side-part", glasses: true } },
  "neha-kapoor": { portrait: { seed: "neha-kapoor", hair: "bun" } },
  "rohan-bhatia": { portrait: { seed: "rohan-bhatia", hair: "short" } },
  "sana-qureshi": { portrait: { seed: "sana-qureshi", hair: "bob" } },
  "rohit-bansal": { portrait: { seed: "rohit-bansal", hair: "wavy" } },
  "meenakshi-iyer": { portrait: { seed: "meenakshi-iyer", hair: "long", glasses: true } },
  "abhishek-nair": { portrait: { seed: "abhishek-nair", hair: "short", glasses: true } },
};

/** A team member's look; a person not listed (a new joiner) gets a portrait seeded by the key. */
export const teamLook = (anchor: string): PersonLook =>
  teamLooks[anchor] ?? { portrait: { seed: anchor, hair: "short" } };

/** The anchor of a person's card on /about, from their name: "Arjun Mehta" → "arjun-mehta". */
export const personAnchor = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/** The look of the team member of this name (the business card knows people by name). */
export const teamLookOf = (name: string): PersonLook => teamLook(personAnchor(name));
