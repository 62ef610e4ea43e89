/** Whether dist/ holds a compiled copy of every source file of src/ (under rootDir, default the repository), none
 *  older than its source. */
export function distIsCurrent (rootDir?: string): boolean
