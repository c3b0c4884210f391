import type { PartnerLogo } from "../../content/become-a-partner";
import { navLabels } from "../../content/nav";
import type { ResolvedPicture } from "../../content/people";
import styles from "./partner-logos.module.css";

type Logo = PartnerLogo & { picture?: ResolvedPicture };

/** The firm's own logo file once supplied; until then its drawn mark and its name in our type. */
function LogoFace({ logo }: { logo: Logo }) {
  if (logo.picture) {
    return (
      <picture>
        {logo.picture.sources.map((source) => (
          <source key={source.type} type={source.type} srcSet={source.srcset} />
        ))}
        <img
          src={logo.picture.src}
          alt={logo.picture.alt}
          width={logo.picture.width}
          height={logo.picture.height}
          loading="lazy"
          decoding="async"
        />
      </picture>
    );
  }
  return (
    <>
      <span
        className={styles.mark}
        aria-hidden="true"
        // The repository's own drawn marks (content/images/partners), never visitor input.
        // biome-ignore lint/security/noDangerouslySetInnerHtml: static SVG files of this repository
        dangerouslySetInnerHTML={{ __html: logo.mark }}
      />
      <span className={styles.name}>
        {logo.name} <span className={styles.place}>{logo.place}</span>
      </span>
    </>
  );
}

/** The partner firms, each a link to its site only once the firm has given us a real address. */
export function PartnerLogos({ logos }: { logos: readonly Logo[] }) {
  return (
    <ul className={styles.logos}>
      {logos.map((logo) => (
        <li key={logo.name}>
          {logo.url ? (
            <a className={styles.logo} href={logo.url} target="_blank" rel="noopener noreferrer">
              <LogoFace logo={logo} />
              <span className="visually-hidden"> {navLabels.newTab}</span>
            </a>
          ) : (
            <span className={styles.logo}>
              <LogoFace logo={logo} />
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
