export function sourceHash(): string;
export function ensureWebBuild(options?: { force?: boolean; log?: (message: string) => void }): boolean;
