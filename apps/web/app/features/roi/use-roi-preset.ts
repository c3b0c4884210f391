import { useEffect, useState } from "react";
import { ROI_PRESET_PARAM, type RoiPreset, roiPresetFor } from "../../content/roi-presets";

/**
 * The figures an industry page opened the calculator with (`?industry=retail`), read once the
 * form is live; none for an unknown industry or a plain visit.
 */
export function useRoiPreset(): RoiPreset | undefined {
  const [preset, setPreset] = useState<RoiPreset>();
  useEffect(() => {
    setPreset(roiPresetFor(new URLSearchParams(window.location.search).get(ROI_PRESET_PARAM)));
  }, []);
  return preset;
}
