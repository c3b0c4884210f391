import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { afterAll, afterEach, beforeAll, beforeEach } from "vitest";

/** Size of `/pdf/large.pdf`: big enough to still be in flight while a test pauses reading. */
export const LARGE_FILE_BYTES = 32 * 1024 * 1024;

const PAGES: Record<string, string> = {
  "index/index.html": "<!doctype html><title>Home</title><h1>Kaizen Fusion</h1>",
  "about/index.html": "<!doctype html><title>About</title><h1>About us</h1>",
  "IOT/index.html": "<!doctype html><title>IoT</title><h1>IoT solutions</h1>",
  "empcard/index.html": "<!doctype html><title>Employee card</title><div id=empcard-shell></div>",
  "404.html": "<!doctype html><title>404</title><h1>404</h1><p>Page Not Found</p>",
  "assets/x-abc.js": 'console.log("app");',
  "robots.txt": "User-agent: *\nAllow: /\n",
  "voice-agent/widget.js": 'import "./conversation.js";',
  ".env": "SECRET=do-not-serve",
};

// The web build leaves .br/.gz siblings of compressible files; mimic it for the app bundle.
const COMPRESSED = ["assets/x-abc.js"];

/** A tiny stand-in for `apps/web/build/client` in a temp folder. */
export async function createWebRoot(): Promise<{ root: string; dispose(): Promise<void> }> {
  const root = await mkdtemp(join(tmpdir(), "site-api-web-"));
  for (const [path, content] of Object.entries(PAGES)) {
    await mkdir(dirname(join(root, path)), { recursive: true });
    await writeFile(join(root, path), content);
  }
  for (const path of COMPRESSED) {
    const content = Buffer.from(PAGES[path] ?? "");
    await writeFile(join(root, `${path}.br`), brotliCompressSync(content));
    await writeFile(join(root, `${path}.gz`), gzipSync(content));
  }
  await mkdir(join(root, "pdf"));
  await writeFile(join(root, "pdf/large.pdf"), Buffer.alloc(LARGE_FILE_BYTES, 0x25));
  return { root, dispose: () => rm(root, { recursive: true, force: true }) };
}

/**
 * A web root created before the suite (or before each test, with `per: "test"`) and removed
 * after; `root` reads the one open at the time.
 */
export function useWebRoot({ per = "suite" }: { per?: "suite" | "test" } = {}): {
  readonly root: string;
} {
  let webRoot: Awaited<ReturnType<typeof createWebRoot>> | undefined;
  const [open, close] = per === "suite" ? [beforeAll, afterAll] : [beforeEach, afterEach];
  open(async () => {
    webRoot = await createWebRoot();
  });
  close(async () => {
    await webRoot?.dispose();
    webRoot = undefined;
  });
  return {
    get root() {
      if (webRoot === undefined) throw new Error("The web root exists only inside tests and hooks");
      return webRoot.root;
    },
  };
}
