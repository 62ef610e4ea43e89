export const root: string
export function distIsCurrent (rootDir?: string, entry?: string): boolean
export function stampBuild (rootDir?: string): void
