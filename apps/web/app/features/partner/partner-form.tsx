import { MAX_LENGTH, PARTNER_MAX_LENGTH, partnerMessages } from "@site/contracts";
import { bindFields, FormField } from "../lead-form/form-field";
import styles from "../lead-form/lead-form.module.css";
import { LeadFormSection } from "../lead-form/lead-form-section";
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
  const form = useLeadForm({
    loadSubmit,
    unexpectedMessage: partnerMessages.fallback,
  });
  const field = bindFields(form, labels);
  const text = (name: keyof typeof PARTNER_MAX_LENGTH, autoComplete: string) => ({
    ...field(name),
    maxLength: PARTNER_MAX_LENGTH[name],
    autoComplete,
    required: true,
  });
  const choice = (name: keyof typeof placeholders, options: readonly SelectOption[]) => ({
    ...field(name),
    placeholder: placeholders[name],
    options,
  });
  const numeric = { type: "tel", inputMode: "numeric" } as const;

  return (
    <LeadFormSection form={form} section={{ id, heading, intro }} copy={copy}>
      <div className={styles.columns}>
        <FormField {...text("fname", "given-name")} />
        <FormField {...text("lname", "family-name")} />
        <FormField {...text("company", "organization")} />
        <SelectField {...choice("companytype", copy.companyTypes)} />
        <FormField {...text("email", "email")} type="email" />
        <FormField {...text("website", "url")} type="url" />
        <SelectField {...choice("country", copy.countries)} autoComplete="country-name" required />
        <FormField {...text("city", "address-level2")} />
        <FormField {...text("pincode", "postal-code")} inputMode="numeric" />
        <FormField {...text("phoneno", "tel")} {...numeric} />
        <FormField {...text("companyphone", "off")} {...numeric} />
        <SelectField {...choice("noofemp", copy.employeeCounts)} />
      </div>
      <FormField
        {...field("profile")}
        hint={copy.profileHint}
        multiline
        rows={5}
        maxLength={MAX_LENGTH.partnerProfile}
      />
    </LeadFormSection>
  );
}
