import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from "node:crypto";

// N = 2^15, r = 8: about 32 MiB and 50-100 ms per hash, the cost OWASP suggests for scrypt.
const PARAMS = { N: 2 ** 15, r: 8, p: 1 } as const;
const KEY_BYTES = 32;
const SALT_BYTES = 16;
const PREFIX = "scrypt";

// Each hash holds one of libuv's four pool threads for its whole run; file reads and DNS share
// them. Two at a time leave the others free for pages, and a short queue keeps a flood of
// sign-ins from waiting minutes: past it the caller is told to come back.
const MAX_CONCURRENT_HASHES = 2;
const MAX_WAITING_HASHES = 16;
let runningHashes = 0;
const waitingHashes: Array<() => void> = [];

/** Too many passwords are being hashed right now; try again shortly. */
export class HashingBusyError extends Error {
  constructor() {
    super("Too many passwords are being checked at once");
    this.name = "HashingBusyError";
  }
}

/** Whether a hash asked for now would get a place (running or in the queue). */
export function hashingHasRoom(): boolean {
  return runningHashes < MAX_CONCURRENT_HASHES || waitingHashes.length < MAX_WAITING_HASHES;
}

async function withHashingSlot<T>(work: () => Promise<T>): Promise<T> {
  if (runningHashes < MAX_CONCURRENT_HASHES) {
    runningHashes += 1;
  } else {
    if (waitingHashes.length >= MAX_WAITING_HASHES) throw new HashingBusyError();
    // The slot is handed over by the hash that ends, so the count does not change.
    await new Promise<void>((resolve) => waitingHashes.push(resolve));
  }
  try {
    return await work();
  } finally {
    const next = waitingHashes.shift();
    if (next === undefined) runningHashes -= 1;
    else next();
  }
}

function derive(password: string, salt: Buffer, params: ScryptOptions): Promise<Buffer> {
  return withHashingSlot(() => deriveNow(password, salt, params));
}

function deriveNow(password: string, salt: Buffer, params: ScryptOptions): Promise<Buffer> {
  const { N = PARAMS.N, r = PARAMS.r } = params;
  return new Promise((resolve, reject) => {
    // Node refuses more than 32 MiB by default; these parameters need exactly that much plus a bit.
    scrypt(password, salt, KEY_BYTES, { ...params, maxmem: 256 * N * r }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** `scrypt$N$r$p$salt$key` (salt and key in base64), so the cost can be raised later. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, PARAMS);
  return [
    PREFIX,
    PARAMS.N,
    PARAMS.r,
    PARAMS.p,
    salt.toString("base64"),
    key.toString("base64"),
  ].join("$");
}

/** Whether `password` matches `stored`; compares in constant time. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [prefix, n, r, p, salt, key] = stored.split("$");
  if (prefix !== PREFIX || salt === undefined || key === undefined) return false;
  const expected = Buffer.from(key, "base64");
  const actual = await derive(password, Buffer.from(salt, "base64"), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

let decoy: Promise<string> | undefined;

/** A hash of nothing anyone knows: checked for unknown e-mails so they take as long as real ones. */
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(randomBytes(16).toString("hex"));
  return decoy;
}
