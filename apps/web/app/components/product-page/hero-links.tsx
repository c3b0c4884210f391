/** The buttons under a page's introduction, each a link into the page (e.g. to its form). */
export function HeroLinks({ links }: { links: readonly { label: string; href: string }[] }) {
  return links.map((link) => (
    <a key={link.label} className="button" href={link.href}>
      {link.label}
    </a>
  ));
}
