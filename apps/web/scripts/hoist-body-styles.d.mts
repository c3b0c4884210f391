/** The page with the plain <style> elements of its body moved, in order, to the end of its head. */
export function hoistBodyStyles(html: string): string;
