// What `import` prints (SPEC §9.5): progress per resource — one line rewritten in place on a terminal, plain lines
// otherwise — the problems as they come, and a summary table at the end (or one JSON document with --json).
import { shownRequest, type ImportResult, type ProgressEvent, type Resource } from './importer.js'

export interface ReportIo { stdout: (s: string) => void; stderr: (s: string) => void; isTTY: boolean; json: boolean }

/** A progress callback for runImport: on a terminal a bar per phase, rewritten in place; otherwise one line per
 *  resource read and written. Problems go to stderr as they come (with --json too: stdout holds only the document). */
export function progressPrinter (io: ReportIo): { onEvent: (e: ProgressEvent) => void; done: () => void } {
  let open = false
  const line = (s: string): void => {
    if (!io.isTTY) { io.stderr(s + '\n'); return }
    io.stderr(`\r\x1b[2K${s}`)
    open = true
  }
  const closeLine = (): void => { if (open) { io.stderr('\n'); open = false } }
  const bar = (done: number, total: number): string => {
    const width = 24
    const filled = total === 0 ? width : Math.round(width * done / total)
    return `[${'#'.repeat(filled)}${'.'.repeat(width - filled)}]`
  }
  const fetched = new Map<Resource, number>()
  return {
    onEvent (e) {
      if (e.type === 'fetch') {
        fetched.set(e.resource, (fetched.get(e.resource) ?? 0) + e.records)
        if (io.isTTY) line(`reading ${e.resource.padEnd(10)} ${bar(e.page, e.pages)} page ${e.page}/${e.pages}, ${fetched.get(e.resource)} records`)
        else if (e.page === e.pages) line(`read ${e.resource}: ${e.pages} page${e.pages === 1 ? '' : 's'}, ${fetched.get(e.resource)} records`)
      } else if (e.type === 'write') {
        if (io.isTTY) {
          line(`writing ${e.resource.padEnd(10)} ${bar(e.done, e.total)} ${e.done}/${e.total}`)
          if (e.done === e.total) closeLine()
        } else if (e.done === e.total) line(`wrote ${e.resource}: ${e.total} records checked`)
      } else if (e.type === 'retry') {
        closeLine()
        io.stderr(`retry ${e.attempt} in ${(e.delayMs / 1000).toFixed(1)} s: ${e.reason} (${e.url})\n`)
      } else {
        closeLine()
        const p = e.problem
        io.stderr(`warning: ${p.resource}${p.id === null ? '' : ` ${p.id}`}: ${p.message}${p.request ? ` [${shownRequest(p.request)}]` : ''}\n`)
      }
    },
    done: closeLine,
  }
}

export function summaryTable (r: ImportResult): string {
  const head = ['RESOURCE', 'FETCHED', 'CREATED', 'UPDATED', 'UNCHANGED', 'SKIPPED', 'TRASHED']
  const rows = r.resources.map((s) => [s.resource, s.fetched, s.created, s.updated, s.unchanged, s.skipped, s.trashed].map(String))
  const all = [head, ...rows]
  const widths = head.map((_, i) => Math.max(...all.map((row) => row[i]!.length)))
  const table = all.map((row) => row.map((c, i) => i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!)).join('  ')).join('\n')
  const verdict = r.dryRun
    ? (r.changed ? 'Dry run: the counts above would be written; nothing was.' : 'Dry run: nothing would change.')
    : (r.changed ? 'Import done.' : 'Nothing changed: the calendar already matches the source.')
  const n = r.problems.length + (r.problemsOmitted ?? 0)
  const problems = n ? ` ${n} problem${n === 1 ? '' : 's'} reported above.` : ''
  return `${table}\n\n${verdict}${problems} ${r.requests} requests (${r.retries} retried); read in ${(r.fetchMs / 1000).toFixed(1)} s, written in ${(r.writeMs / 1000).toFixed(1)} s.\n`
}

export function jsonReport (r: ImportResult): string {
  return JSON.stringify({
    source: r.source,
    dry_run: r.dryRun,
    changed: r.changed,
    resources: Object.fromEntries(r.resources.map((s) => [s.resource, { fetched: s.fetched, created: s.created, updated: s.updated, unchanged: s.unchanged, skipped: s.skipped, trashed: s.trashed }])),
    problems: r.problems,
    ...(r.problemsOmitted ? { problems_omitted: r.problemsOmitted } : {}),
    requests: r.requests,
    retries: r.retries,
    fetch_ms: r.fetchMs,
    write_ms: r.writeMs,
  }, null, 2) + '\n'
}
