// Starting figures for the ROI calculator (/roi-calculator?industry=<id>), one per industry page:
// a year's cost of a typical process done by hand and once automated, in US dollars as the
// calculator counts. Kept apart from industries.ts so the calculator's script loads only these.

export interface RoiPreset {
  manualCost: number;
  automatedCost: number;
}

export const roiPresets = {
  manufacturing: { manualCost: 42000, automatedCost: 15000 },
  healthcare: { manualCost: 30000, automatedCost: 12000 },
  retail: { manualCost: 36000, automatedCost: 14000 },
  logistics: { manualCost: 48000, automatedCost: 18000 },
  textile: { manualCost: 26000, automatedCost: 9500 },
  bfsi: { manualCost: 55000, automatedCost: 20000 },
  agriculture: { manualCost: 18000, automatedCost: 7000 },
} as const satisfies Record<string, RoiPreset>;

export type IndustryId = keyof typeof roiPresets;

/** The query parameter the calculator reads its preset from. */
export const ROI_PRESET_PARAM = "industry";

export function roiPresetFor(id: string | null): RoiPreset | undefined {
  return id !== null && Object.hasOwn(roiPresets, id) ? roiPresets[id as IndustryId] : undefined;
}

export const roiPresetPath = (id: IndustryId) => `/roi-calculator?${ROI_PRESET_PARAM}=${id}`;
