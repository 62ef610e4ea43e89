export function templateKey (): string
export const SQLITE_TEMPLATE_DIR: string
export function sqliteTemplatePath (key: string): string
export function sqliteBuildDir (pid: number): string
export function postgresTemplateName (key: string): string
export function postgresBuildName (pid: number): string
export function postgresTestName (pid: number): string
export function ownerPid (name: string): number | undefined
export function processAlive (pid: number): boolean
