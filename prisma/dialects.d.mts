export type Dialect = 'sqlite' | 'postgresql'
export const DIALECTS: Record<Dialect, { provider: string; output: string; migrations: string }>
export const sourceSchemaPath: string
export function schemaFor (dialect: Dialect, source?: string): string
