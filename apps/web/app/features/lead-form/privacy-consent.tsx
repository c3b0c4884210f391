import { useId } from "react";
import { privacyNotice } from "../../content/privacy-notice";
import styles from "./lead-form.module.css";
import { type LeadForm, MARKETING_OPT_IN_FIELD } from "./use-lead-form";

interface PrivacyConsentProps {
  form: Pick<LeadForm, "privacyNoticeId">;
  /** What this form collects and why, in one sentence. */
  dataUse: string;
}

/**
 * What every lead form shows above its submit button: the separate, optional opt-in for marketing
 * e-mail (unticked until the visitor ticks it, and never a reason a request is refused), then the
 * privacy notice, which also describes the form (see useLeadForm).
 */
export function PrivacyConsent({ form, dataUse }: PrivacyConsentProps) {
  const optInId = useId();
  const hintId = `${optInId}-hint`;
  return (
    <div className={styles.consent}>
      <div className={styles.optIn}>
        <input
          id={optInId}
          type="checkbox"
          name={MARKETING_OPT_IN_FIELD}
          value="yes"
          className={styles.checkbox}
          aria-describedby={hintId}
        />
        <label htmlFor={optInId}>{privacyNotice.optInLabel}</label>
        <span id={hintId} className={styles.hint}>
          {privacyNotice.optInHint}
        </span>
      </div>
      <p id={form.privacyNoticeId} className={styles.notice}>
        {dataUse} {privacyNotice.recordedBeforeLink}{" "}
        <a href={privacyNotice.policyLink.to}>{privacyNotice.policyLink.label}</a>{" "}
        {privacyNotice.recordedAfterLink}
      </p>
    </div>
  );
}
