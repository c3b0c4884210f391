// Shared by the scripts that draw the site's images from HTML in Debian's Chromium.
// playwright-core comes with the e2e workspace; no browser is downloaded.
import { chromium } from "playwright-core";

/** Renders `html` in a viewport of this size and saves the viewport as a PNG at `output`. */
export async function screenshotHtml(
  html: string,
  { width, height }: { width: number; height: number },
  output: string,
  { transparent = false } = {},
): Promise<void> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu"],
  });
  try {
    const page = await browser.newPage({ viewport: { width, height } });
    await page.setContent(html);
    await page.screenshot({ path: output, type: "png", omitBackground: transparent });
  } finally {
    await browser.close();
  }
}
