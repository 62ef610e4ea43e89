export function cliEntry (rootDir?: string): { file: string; tsx: boolean; note: string }
