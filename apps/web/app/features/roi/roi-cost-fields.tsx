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
      <FormField
        form={form}
        name="manual_cost"
        label={labels.manual_cost}
        hint={costHint}
        required
        {...costInput}
      />
      <FormField
        form={form}
        name="automated_cost"
        label={labels.automated_cost}
        hint={costHint}
        required
        {...costInput}
      />
    </div>
  );
}
