import { MAX_LENGTH, PARTNER_MAX_LENGTH, partnerMessages } from "@site/contracts";
import { useId } from "react";
import { FormSection } from "../../components/form-section/form-section";
import { FormField } from "../lead-form/form-field";
import styles from "../lead-form/lead-form.module.css";
import { LeadFormShell } from "../lead-form/lead-form-shell";
import { SelectField, type SelectOption } from "../lead-form/select-field";
import { useLeadForm } from "../lead-form/use-lead-form";
import { partnerFormCopy as copy } from "./partner-copy";

const loadSubmit = () => import("./submit-partner").then((module) => module.submitPartner);
const { labels, placeholders } = copy;

interface PartnerFormProps {
  id: string;
  heading: string;
  intro: string;
}

/** The partner registration form; success replaces it with the promise of a reply. */
export function PartnerForm({ id, heading, intro }: PartnerFormProps) {
  const headingId = useId();
  const form = useLeadForm({
    loadSubmit,
    unexpectedMessage: partnerMessages.fallback,
  });
  const text = (name: keyof typeof PARTNER_MAX_LENGTH, autoComplete: string) => ({
    form,
    name,
    label: labels[name],
    maxLength: PARTNER_MAX_LENGTH[name],
    autoComplete,
    required: true,
  });
  const choice = (name: keyof typeof placeholders, options: readonly SelectOption[]) => ({
    form,
    name,
    label: labels[name],
    placeholder: placeholders[name],
    options,
  });
  const numeric = { type: "tel", inputMode: "numeric" } as const;

  return (
    <FormSection id={id} headingId={headingId} heading={heading} intro={intro}>
      <LeadFormShell
        form={form}
        labelledBy={headingId}
        legend={copy.legend}
        dataUse={copy.dataUse}
        submitLabel={copy.submit}
        overlay={copy.overlay}
        thankYou={{
          heading: copy.thankYouHeading,
          text: partnerMessages.success,
          again: partnerMessages.submitAnother,
        }}
      >
        <div className={styles.columns}>
          <FormField {...text("fname", "given-name")} />
          <FormField {...text("lname", "family-name")} />
          <FormField {...text("company", "organization")} />
          <SelectField {...choice("companytype", copy.companyTypes)} />
          <FormField {...text("email", "email")} type="email" />
          <FormField {...text("website", "url")} type="url" />
          <SelectField
            {...choice("country", copy.countries)}
            autoComplete="country-name"
            required
          />
          <FormField {...text("city", "address-level2")} />
          <FormField {...text("pincode", "postal-code")} inputMode="numeric" />
          <FormField {...text("phoneno", "tel")} {...numeric} />
          <FormField {...text("companyphone", "off")} {...numeric} />
          <SelectField {...choice("noofemp", copy.employeeCounts)} />
        </div>
        <FormField
          form={form}
          name="profile"
          label={labels.profile}
          hint={copy.profileHint}
          multiline
          rows={5}
          maxLength={MAX_LENGTH.partnerProfile}
        />
      </LeadFormShell>
    </FormSection>
  );
}
