import { ROI_COST_STEP } from "@site/contracts";
import { checklistForm } from "../../content/checklists";
import { FormField } from "../lead-form/form-field";
import styles from "../lead-form/lead-form.module.css";
import type { LeadForm } from "../lead-form/use-lead-form";
import { useRoiPreset } from "./use-roi-preset";

const PRESET_FIELDS = { manual_cost: "manualCost", automated_cost: "automatedCost" } as const;

/** The two costs the ROI calculator compares, in dollars and cents, from a preset if asked. */
export function RoiCostFields({ form }: { form: Pick<LeadForm, "fieldState"> }) {
  const { labels, costHint } = checklistForm;
  const costInput = { type: "number", min: 0, step: ROI_COST_STEP, inputMode: "decimal" } as const;
  // An industry page's figures start the fields; what the visitor has typed is never replaced.
  const preset = useRoiPreset();
  return (
    <div className={styles.columns}>
      {(["manual_cost", "automated_cost"] as const).map((name) => (
        <FormField
          key={name}
          form={form}
          name={name}
          label={labels[name]}
          hint={costHint}
          required
          {...costInput}
          defaultValue={preset?.[PRESET_FIELDS[name]]}
        />
      ))}
    </div>
  );
}
