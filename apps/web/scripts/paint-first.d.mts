/** React Router's module script, rewritten to run after the first paint. */
export function paintFirstLoader(loader: string): string;
/** Rewrites every HTML page under `clientDir`; resolves to how many changed. */
export function paintBeforeScripts(clientDir: string): Promise<number>;
