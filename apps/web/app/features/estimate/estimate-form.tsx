import { type EstimateCountField, estimateMessages, type Platform } from "@site/contracts";
import { useState } from "react";
import { countGroups, estimateForm } from "../../content/estimate";
import { bindFields, ContactFields, FormField } from "../lead-form/form-field";
import styles from "../lead-form/lead-form.module.css";
import { LeadFormShell } from "../lead-form/lead-form-shell";
import { useLeadForm } from "../lead-form/use-lead-form";
import { CountField } from "./count-field";
import estimateStyles from "./estimate.module.css";
import { EstimateResult } from "./estimate-result";
import { RunningTotal } from "./running-total";

const loadSubmit = () => import("./submit-estimate").then((module) => module.submitEstimate);

/**
 * The cost calculator: who is asking, the platform, and how many of each screen and feature, with
 * a running total as the counts change. The platform decides which count groups show; the browser
 * enforces the required fields.
 */
export function EstimateForm() {
  const form = useLeadForm({
    loadSubmit,
    unexpectedMessage: estimateMessages.unexpected,
  });
  const { labels } = estimateForm;
  const field = bindFields(form, labels);
  const [platform, setPlatform] = useState<Platform | "">("");
  // Empty means 0 everywhere: 'Create Another Estimate' resets the counts by emptying it.
  const [counts, setCounts] = useState<Partial<Record<EstimateCountField, string>>>({});
  const setCount = (name: EstimateCountField, value: string) =>
    setCounts((current) => ({ ...current, [name]: value }));
  const visibleGroups = platform ? countGroups.filter((g) => g.platforms.includes(platform)) : [];

  return (
    <LeadFormShell
      form={form}
      name={estimateForm.name}
      copy={{
        ...estimateForm,
        submitting: estimateMessages.calculating,
        overlay: estimateMessages.overlay,
      }}
      legendVisible
      browserValidation
      success={
        form.result ? (
          <EstimateResult
            estimate={form.result}
            headingRef={form.successRef}
            reference={form.reference}
            bookingToken={form.bookingToken}
            onCreateAnother={() => {
              setCounts({});
              form.reset({ clearFields: false });
            }}
          />
        ) : null
      }
    >
      <div className={styles.columns}>
        <ContactFields
          form={form}
          names={{ name: "name", company: "company", email: "email", phone: "mobile" }}
          labels={labels}
        />
      </div>
      <FormField {...field("project")} hint={estimateForm.projectHint} multiline required />
      <div className={styles.field}>
        <label className={styles.label} htmlFor="estimate-platform">
          {labels.platform}
        </label>
        <select
          id="estimate-platform"
          name="platform"
          className={styles.input}
          value={platform}
          onChange={(event) => setPlatform(event.target.value as Platform | "")}
          required
          {...form.fieldState("platform")}
        >
          <option value="">{estimateForm.platformPlaceholder}</option>
          {estimateForm.platformOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      {visibleGroups.length > 0 ? (
        <p className={estimateStyles.countsIntro}>{estimateForm.countsIntro}</p>
      ) : null}
      <div className={estimateStyles.groups}>
        {visibleGroups.map((group) => (
          <fieldset key={group.id} className={estimateStyles.group}>
            <legend className={estimateStyles.legend}>{group.heading}</legend>
            {group.fields.map((field) => (
              <CountField
                key={field.name}
                form={form}
                {...field}
                value={counts[field.name] ?? "0"}
                onChange={setCount}
              />
            ))}
          </fieldset>
        ))}
      </div>
      <RunningTotal platform={platform} counts={counts} />
    </LeadFormShell>
  );
}
