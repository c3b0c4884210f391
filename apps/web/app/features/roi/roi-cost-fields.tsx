import { ROI_COST_STEP } from "@site/contracts";
import { checklistForm } from "../../content/checklists";
import { FormField } from "../lead-form/form-field";
import styles from "../lead-form/lead-form.module.css";
import type { LeadForm } from "../lead-form/use-lead-form";

/** The two costs the ROI calculator compares, in dollars and cents. */
export function RoiCostFields({ form }: { form: Pick<LeadForm, "fieldState"> }) {
  const { labels, costHint } = checklistForm;
  const costInput = { type: "number", min: 0, step: ROI_COST_STEP, inputMode: "decimal" } as const;
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
        />
      ))}
    </div>
  );
}
