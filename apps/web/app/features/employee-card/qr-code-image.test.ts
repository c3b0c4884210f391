import { Resvg } from "@resvg/resvg-js";
import jsQR from "jsqr";
import { describe, expect, it } from "vitest";
import { employeeCardCopy } from "./employee-card-copy";
import { renderEmployeeCard } from "./render-employee-card";
import { sampleEmployee } from "./sample-employee";

/** The card's QR code as the server renders it: its accessible name and what a scanner reads. */
function scanCard(origin: string, phoneNumber: string) {
  const html = renderEmployeeCard({
    phone: phoneNumber,
    origin,
    answer: { status: 200, data: { ...sampleEmployee, phone_number: phoneNumber } },
  });
  const svg = html?.match(/<svg\b[^>]*role="img"[^>]*>[\s\S]*?<\/svg>/)?.[0];
  if (svg === undefined) throw new Error("the card shows no image");
  const label = svg.match(/aria-label="([^"]*)"/)?.[1]?.replaceAll("&#x27;", "'");
  // Inline in HTML the image needs no namespace; as a file of its own it does. Drawn 300 pixels
  // wide, about as large as a phone's camera sees it on another phone's screen.
  const file = svg.replace("<svg", '<svg xmlns="http://www.w3.org/2000/svg"');
  const image = new Resvg(file, { fitTo: { mode: "width", value: 300 } }).render();
  const scanned = jsQR(new Uint8ClampedArray(image.pixels), image.width, image.height);
  return { label, text: scanned?.data };
}

describe("the employee card's QR code", () => {
  it.each([
    ["https://www.kaizenfusion.in", "9810012345"],
    ["http://127.0.0.1:3000", "98100 12345"],
    ["https://staff-directory.kaizenfusion.in", "+91-98100-12345"],
  ])("opens the card's own address, from %s for %s", (origin, phoneNumber) => {
    const cardUrl = `${origin}/empcard/${encodeURIComponent(phoneNumber)}`;
    const { label, text } = scanCard(origin, phoneNumber);
    expect(text).toBe(cardUrl);
    expect(label).toBe(employeeCardCopy.qrLabel(cardUrl));
  });
});
