/** Inlines the stylesheets of every HTML page under `clientDir`; resolves to how many changed. */
export function inlineStylesheets(clientDir: string): Promise<number>;
