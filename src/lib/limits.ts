// Limits of SPEC §7 that more than one part of the service enforces.

/** Largest request body, whatever its content type (413 above). */
export const BODY_LIMIT = 1024 * 1024
