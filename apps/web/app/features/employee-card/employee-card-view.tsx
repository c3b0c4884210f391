import type { EmployeeResponse } from "@site/contracts/employee-view";
import { employeeMessages } from "@site/contracts/messages";
import { EmailText } from "@site/ui/email-text";
import { PersonPicture } from "../../components/portrait/person-picture";
import type { ResolvedPicture } from "../../content/people";
import { personAnchor, teamLookOf } from "../../content/team-looks";
import styles from "./employee-card.module.css";
import { employeeCardCopy as copy } from "./employee-card-copy";
import { QrCodeImage } from "./qr-code-image";
import type { EmployeeCardState } from "./use-employee-card";
import { buildVCard, fullPhoneNumber, VCARD_MIME_TYPE, vCardFileName } from "./vcard";

interface EmployeeCardViewProps {
  state: EmployeeCardState;
  /** The site's origin, for the card's own address in the QR code. */
  origin: string;
  /** Photographs of the team by the anchor of their card on /about, encoded at build time. */
  pictures?: Readonly<Record<string, ResolvedPicture>>;
}

/** The card's markup for a state; the server renders it too (render-employee-card.tsx). */
export function EmployeeCardView({ state, origin, pictures = {} }: EmployeeCardViewProps) {
  return (
    <section
      className={styles.card}
      aria-labelledby="employee-card-heading"
      aria-busy={state.kind === "loading"}
    >
      <h1 id="employee-card-heading" className={styles.heading}>
        {employeeMessages.heading}
      </h1>
      {state.kind === "loading" ? (
        <p role="status" className={styles.status}>
          {employeeMessages.loading}
        </p>
      ) : state.kind === "error" ? (
        <p role="alert" className={styles.error}>
          {state.message}
        </p>
      ) : (
        <EmployeeDetails employee={state.employee} origin={origin} pictures={pictures} />
      )}
    </section>
  );
}

/** Only http(s) addresses become links; anything else from the directory is shown as text. */
const webAddress = (url: string) => (/^https?:\/\/[^\s]+$/i.test(url) ? url : undefined);

function EmployeeDetails({
  employee,
  origin,
  pictures,
}: {
  employee: EmployeeResponse;
  origin: string;
  pictures: Readonly<Record<string, ResolvedPicture>>;
}) {
  const website = webAddress(employee.company_website);
  // The card's own address, short and canonical, whatever form of the number was typed.
  const cardUrl = `${origin}/empcard/${encodeURIComponent(employee.phone_number)}`;

  const saveContact = () => {
    const file = new Blob([buildVCard(employee)], { type: VCARD_MIME_TYPE });
    const link = document.createElement("a");
    link.href = URL.createObjectURL(file);
    link.download = vCardFileName(employee.name);
    link.click();
    // Revoked on the next task, once the download has taken the file.
    setTimeout(() => URL.revokeObjectURL(link.href), 0);
  };

  return (
    <>
      <div className={styles.person}>
        <PersonPicture
          portrait={teamLookOf(employee.name).portrait}
          picture={pictures[personAnchor(employee.name)]}
          size={72}
          eager
        />
        <div>
          <h2 className={styles.name}>{employee.name}</h2>
          <p className={styles.designation}>{employee.designation}</p>
        </div>
      </div>
      <dl className={styles.details}>
        <dt>{copy.phone}</dt>
        <dd>
          <a href={`tel:${fullPhoneNumber(employee)}`}>
            <span className={styles.prefix}>{employee.phone_prefix}</span> {employee.phone_number}
          </a>
        </dd>
        <dt>{copy.email}</dt>
        <dd>
          <a href={`mailto:${employee.email}`}>
            <EmailText email={employee.email} className={styles.email} />
          </a>
        </dd>
        <dt>{copy.company}</dt>
        <dd>{employee.company_name}</dd>
        <dt>{copy.address}</dt>
        <dd>
          <address>{employee.company_address}</address>
        </dd>
        <dt>{copy.website}</dt>
        <dd>
          {website ? (
            <a href={website} target="_blank" rel="noopener noreferrer">
              {employee.company_website.replace(/^https?:\/\//i, "")}
              <span className="visually-hidden"> {copy.newTabNote}</span>
            </a>
          ) : (
            employee.company_website
          )}
        </dd>
      </dl>
      <div className={styles.actions}>
        <button type="button" className="button" onClick={saveContact}>
          {copy.saveContact}
        </button>
      </div>
      <figure className={styles.qr}>
        <QrCodeImage className={styles.qrImage} value={cardUrl} label={copy.qrLabel(cardUrl)} />
        <figcaption>{copy.qrCaption}</figcaption>
      </figure>
    </>
  );
}
