import { banner } from "../../content/home";
import homePage from "../../content/pages/home";
import { HeroIllustration } from "./hero-illustration";
import styles from "./home.module.css";

export function HomeBanner() {
  const { heading, intro } = homePage;
  return (
    <div className={styles.banner}>
      <div className={styles.bannerInner}>
        <div className={styles.bannerCopy}>
          <p className={styles.eyebrow}>{banner.eyebrow}</p>
          <h1 className={styles.bannerHeading}>{heading}</h1>
          <p className={styles.bannerIntro}>{intro}</p>
          <div className={styles.actions}>
            <a className={styles.primaryAction} href={banner.primaryAction.to}>
              {banner.primaryAction.label}
            </a>
            <a className={styles.secondaryAction} href={banner.secondaryAction.to}>
              {banner.secondaryAction.label}
            </a>
          </div>
        </div>
        <div className={styles.bannerVisual}>
          <HeroIllustration />
        </div>
      </div>
    </div>
  );
}
