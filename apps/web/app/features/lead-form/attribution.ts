import { type Attribution, MAX_LENGTH } from "@site/contracts";

const UTM_KEYS = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"] as const;

/**
 * Where this lead came from: the page it was sent from, the referring site and the campaign
 * (`utm_*`) parameters of the address. Empty values are left out and long ones cut to the API's
 * limits, so attribution can never be the reason a lead is refused.
 */
export function readAttribution(): Attribution {
  const { pathname, search } = window.location;
  const params = new URLSearchParams(search);
  const candidates: [keyof Attribution, string | null, number][] = [
    ["landing_page", `${pathname}${search}`, MAX_LENGTH.landingPage],
    ["referrer", document.referrer, MAX_LENGTH.referrer],
    ...UTM_KEYS.map((key): [keyof Attribution, string | null, number] => [
      key,
      params.get(key),
      MAX_LENGTH.utm,
    ]),
  ];
  const attribution: Attribution = {};
  for (const [key, value, max] of candidates) {
    const trimmed = value?.trim();
    if (trimmed) attribution[key] = trimmed.slice(0, max);
  }
  return attribution;
}
