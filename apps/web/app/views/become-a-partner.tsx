import type { ReactNode } from "react";
import { CardSection } from "../components/content-section/card-and-list-sections";
import { ContentSection } from "../components/content-section/content-section";
import { PartnerIllustration } from "../components/page-illustrations/partner-illustration";
import { PageIntro } from "../components/page-intro/page-intro";
import { FormBesideSteps } from "../components/side-column/form-beside-steps";
import {
  afterApplying,
  banner,
  benefits,
  type PartnerLogo,
  partnerLogos,
} from "../content/become-a-partner";
import page from "../content/pages/become-a-partner";
import type { ResolvedPicture } from "../content/people";
import { PartnerLogos } from "../features/partner/partner-logos";

/** The partner programme page; its testimonials and registration form are islands. */
export function BecomeAPartnerPage({
  testimonialCarousel,
  partnerForm,
  logos = partnerLogos.items,
}: {
  testimonialCarousel: ReactNode;
  partnerForm: ReactNode;
  /** The partners, with their own logo files encoded where supplied (lib/pictures.ts). */
  logos?: readonly (PartnerLogo & { picture?: ResolvedPicture })[];
}) {
  return (
    <PageIntro page={page} visual={<PartnerIllustration />} links={[banner.action]}>
      <CardSection copy={benefits} />
      <ContentSection copy={partnerLogos} tinted>
        <PartnerLogos logos={logos} />
      </ContentSection>
      {testimonialCarousel}
      <FormBesideSteps steps={afterApplying}>{partnerForm}</FormBesideSteps>
    </PageIntro>
  );
}
