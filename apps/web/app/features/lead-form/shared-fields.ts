// What every save payload carries besides the form's own fields: where the lead came from and the
// visitor's consent. Loaded with the submit pipelines, not with the page: the contracts' consent
// module builds zod schemas as it loads.

import { type Attribution, type Consent, PRIVACY_NOTICE_VERSION } from "@site/contracts";
import { readAttribution } from "./attribution";

export type SharedFields = Attribution & Required<Consent>;

/** The opt-in is sent either way, so an unticked box is stored as a clear "no". */
export function sharedFields(marketingOptIn: boolean): SharedFields {
  return {
    ...readAttribution(),
    marketing_opt_in: marketingOptIn,
    privacy_notice_version: PRIVACY_NOTICE_VERSION,
  };
}
