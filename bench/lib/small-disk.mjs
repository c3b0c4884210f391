// A small tmpfs for a SQLite file, so a benchmark can fill the disk under it and free it again
// without touching the machine's disks. Mounting needs root (or CAP_SYS_ADMIN).
import { spawnSync } from "node:child_process";
import { closeSync, mkdtempSync, openSync, rmdirSync, rmSync, writeSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const FILL_CHUNK = Buffer.alloc(64 * 1024);

/**
 * Mounts a tmpfs of `megabytes` on a new temporary folder; answers `{ dir }` with `fill()`, which
 * writes a filler file until the disk is full, `free()`, which deletes it, and `remove()`; or
 * `{ unavailable }`, why it could not.
 */
export function mountSmallDisk(megabytes) {
  const dir = mkdtempSync(join(tmpdir(), "bench-disk-"));
  const mounted = spawnSync("mount", ["-t", "tmpfs", "-o", `size=${megabytes}m`, "tmpfs", dir], {
    encoding: "utf8",
  });
  if (mounted.status !== 0) {
    rmdirSync(dir);
    const why = (mounted.stderr || mounted.error?.message || "").trim();
    return { unavailable: `mount -t tmpfs was refused: ${why}` };
  }
  const unmount = () => spawnSync("umount", ["-l", dir]);
  process.once("exit", unmount);
  const filler = join(dir, "filler");
  return {
    dir,
    /** Fills the disk to its last byte; answers the bytes written. */
    fill() {
      const fd = openSync(filler, "a");
      let written = 0;
      try {
        for (;;) written += writeSync(fd, FILL_CHUNK);
      } catch (error) {
        if (error.code !== "ENOSPC") throw error;
      }
      // The last partial chunk: tmpfs may still hold a few bytes.
      try {
        for (;;) written += writeSync(fd, FILL_CHUNK, 0, 512);
      } catch (error) {
        if (error.code !== "ENOSPC") throw error;
      } finally {
        closeSync(fd);
      }
      return written;
    },
    free: () => rmSync(filler, { force: true }),
    remove() {
      process.off("exit", unmount);
      unmount();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
