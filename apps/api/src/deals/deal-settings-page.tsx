import { Layout } from "../console/views/layout";
import { dealCopy } from "./deal-copy";
import { FieldError } from "./deal-fields";
import type { LostReason, Stage } from "./deal-rules";
import {
  MAX_REASON_LABEL_LENGTH,
  MAX_STAGE_NAME_LENGTH,
  type SettingsErrors,
  type SettingsTyped,
} from "./deal-settings";

const copy = dealCopy.settings;

export const DEAL_SETTINGS_PATH = "/admin/settings/deals";

export interface DealSettingsPageProps {
  staffEmail: string;
  stages: Stage[];
  reasons: LostReason[];
  notice?: string | undefined;
  /** A refused form: what was typed in it and why, by field name. */
  typed?: SettingsTyped | undefined;
  errors?: SettingsErrors | undefined;
  /** Which form was refused. */
  refused?: "stages" | "reasons" | undefined;
}

function Input(props: {
  name: string;
  label: string;
  value: string;
  errors: SettingsErrors;
  numeric?: boolean;
  maxLength: number;
}) {
  const { name, label, value, errors, numeric = false, maxLength } = props;
  const error = errors[name];
  return (
    <label>
      <span className="visually-hidden">{label}</span>
      <input
        type="text"
        name={name}
        defaultValue={value}
        maxLength={maxLength}
        inputMode={numeric ? "numeric" : undefined}
        className={numeric ? "number-input" : undefined}
        aria-invalid={error === undefined ? undefined : true}
        aria-describedby={error === undefined ? undefined : `${name}-error`}
      />
      <FieldError id={`${name}-error`} message={error} />
    </label>
  );
}

/** `/admin/settings/deals`: the board's stages (name, probability, order) and the lost reasons. */
export function DealSettingsPage(props: DealSettingsPageProps) {
  const { staffEmail, stages, reasons, notice, refused } = props;
  const stageTyped = refused === "stages" ? (props.typed ?? {}) : {};
  const stageErrors = refused === "stages" ? (props.errors ?? {}) : {};
  const reasonTyped = refused === "reasons" ? (props.typed ?? {}) : {};
  const reasonErrors = refused === "reasons" ? (props.errors ?? {}) : {};
  return (
    <Layout title={copy.title} staffEmail={staffEmail} notice={notice}>
      <section aria-labelledby="deal-stages">
        <h2 id="deal-stages">{copy.stagesHeading}</h2>
        <p className="muted">{copy.stagesIntro}</p>
        <form method="post" action={`${DEAL_SETTINGS_PATH}/stages`} className="stack">
          {refused === "stages" ? (
            <p className="error" role="alert">
              {dealCopy.settings.fix}
            </p>
          ) : null}
          <div className="table-scroll">
            <table className="deal-settings-table">
              <thead>
                <tr>
                  <th scope="col">{copy.stageName}</th>
                  <th scope="col">{copy.stageProbability}</th>
                  <th scope="col">{copy.stagePosition}</th>
                  <th scope="col">{copy.stageKind}</th>
                </tr>
              </thead>
              <tbody>
                {stages.map((stage) => {
                  const key = `stage_${stage.id}`;
                  return (
                    <tr key={stage.id}>
                      <td>
                        <Input
                          name={`${key}_name`}
                          label={`${copy.stageName}: ${stage.name}`}
                          value={stageTyped[`${key}_name`] ?? stage.name}
                          errors={stageErrors}
                          maxLength={MAX_STAGE_NAME_LENGTH}
                        />
                      </td>
                      <td>
                        <Input
                          name={`${key}_probability`}
                          label={`${copy.stageProbability}: ${stage.name}`}
                          value={stageTyped[`${key}_probability`] ?? String(stage.probability)}
                          errors={stageErrors}
                          numeric
                          maxLength={3}
                        />
                      </td>
                      <td>
                        <Input
                          name={`${key}_position`}
                          label={`${copy.stagePosition}: ${stage.name}`}
                          value={stageTyped[`${key}_position`] ?? String(stage.position)}
                          errors={stageErrors}
                          numeric
                          maxLength={2}
                        />
                      </td>
                      <td>{copy.stageKinds[stage.kind]}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          <button type="submit">{copy.saveStages}</button>
        </form>
      </section>

      <section aria-labelledby="deal-lost-reasons">
        <h2 id="deal-lost-reasons">{copy.reasonsHeading}</h2>
        <p className="muted">{copy.reasonsIntro}</p>
        <form method="post" action={`${DEAL_SETTINGS_PATH}/reasons`} className="stack">
          {refused === "reasons" ? (
            <p className="error" role="alert">
              {dealCopy.settings.fix}
            </p>
          ) : null}
          <div className="table-scroll">
            <table className="deal-settings-table">
              <thead>
                <tr>
                  <th scope="col">{copy.reasonLabel}</th>
                  <th scope="col">{copy.reasonPosition}</th>
                  <th scope="col">{copy.reasonActive}</th>
                </tr>
              </thead>
              <tbody>
                {reasons.map((reason, index) => {
                  const key = `reason_${reason.id}`;
                  const active =
                    refused === "reasons" ? reasonTyped[`${key}_active`] === "on" : reason.active;
                  return (
                    <tr key={reason.id}>
                      <td>
                        <Input
                          name={`${key}_label`}
                          label={`${copy.reasonLabel}: ${reason.label}`}
                          value={reasonTyped[`${key}_label`] ?? reason.label}
                          errors={reasonErrors}
                          maxLength={MAX_REASON_LABEL_LENGTH}
                        />
                      </td>
                      <td>
                        <Input
                          name={`${key}_position`}
                          label={`${copy.reasonPosition}: ${reason.label}`}
                          value={reasonTyped[`${key}_position`] ?? String(index + 1)}
                          errors={reasonErrors}
                          numeric
                          maxLength={2}
                        />
                      </td>
                      <td>
                        <label className="check">
                          <input type="checkbox" name={`${key}_active`} defaultChecked={active} />
                          <span className="visually-hidden">{`${copy.reasonActive}: ${reason.label}`}</span>
                        </label>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          <label>
            {copy.newReason}
            <input
              type="text"
              name="new_reason"
              maxLength={MAX_REASON_LABEL_LENGTH}
              defaultValue={reasonTyped.new_reason ?? ""}
              aria-invalid={reasonErrors.new_reason === undefined ? undefined : true}
              aria-describedby={
                reasonErrors.new_reason === undefined ? undefined : "new_reason-error"
              }
            />
            <FieldError id="new_reason-error" message={reasonErrors.new_reason} />
          </label>
          <button type="submit">{copy.saveReasons}</button>
        </form>
      </section>
    </Layout>
  );
}
