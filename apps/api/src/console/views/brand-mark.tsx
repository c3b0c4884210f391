import { consoleCopy } from "./console-copy";

/**
 * The firm's mark, drawn as on the public site (apps/web/public/favicon.svg), inline so it costs
 * no request. Decorative: the firm's name always follows it as text.
 */
function BrandMark({ size }: { size: number }) {
  return (
    <svg
      className="brand-mark"
      viewBox="0 0 32 32"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
    >
      <rect width="32" height="32" rx="7" fill="#0a4fa3" />
      <path d="M9 8v16M9 16l9-8M9 16l9 8" stroke="#fff" strokeWidth="3" fill="none" />
      <circle cx="23" cy="16" r="3" fill="#f59e0b" />
    </svg>
  );
}

/** The mark, the firm's name and what this is: the console's header and its sign-in card. */
export function BrandLockup({ size }: { size: number }) {
  return (
    <span className="brand">
      <BrandMark size={size} />
      <span className="brand-text">
        <span className="brand-name">{consoleCopy.firmName}</span>
        <span className="brand-product">{consoleCopy.consoleName}</span>
      </span>
    </span>
  );
}
