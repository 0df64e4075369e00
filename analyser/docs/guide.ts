import { SKILLS } from './skills.js'

/**
 * The agent guide: what each tool is for, which to call first, what the read plane does
 * not claim, and safe regeneration, then the agent skills (`skills.ts`). One text, printed
 * by `flawless-react guide` and served by the MCP server at flawless://guide and
 * flawless://guide/{topic}.
 */
export const GUIDE_TOPICS: Record<string, { title: string; text: string }> = {
  overview: {
    title: 'What flawless-react gives an agent',
    text: `flawless-react reads a React project without running it — every component's render mode,
props, hooks, state, fetches and children across files — and writes test suites that run.

Start with flawless_project_status: it says what the project is (framework, router,
versions, test runners), what suites already exist (stale, edited, TODO markers) and what
each task needs. Then read with flawless_analyse, flawless_tree and flawless_findings; see
what a run would write with flawless_plan; write and run with flawless_run; re-run with
flawless_test.

Topics: tools, read-plane, run-plane, safe-regeneration, limits; and the skills, which
say what to run for a task: ${SKILLS.map((skill) => skill.name).join(', ')}.`,
  },
  tools: {
    title: 'The eight tools',
    text: `Read plane (in process; spawns nothing, writes nothing; takes root):
  flawless_analyse         components under an entry with every fact: render mode, props and
                           their types and uses, hooks, state, fetches followed across files,
                           children resolved to their files, descendants, and where
                           the project renders each one (used_by)
  flawless_tree            the render tree from pages and layouts, client boundaries marked
  flawless_findings        the static rules, cross-file ones first; zero findings is not a
                           clean component (see limits)
  flawless_project_status  framework, versions, runners, components by render mode, the
                           generated-suite inventory with todo_markers, routes in counts
                           (flawless-react routes lists them), prerequisites
  flawless_plan            what flawless_run would write, file by file, and what it lacks
  flawless_check_docs      every documented flawless-react command parsed with the CLI grammar

Run plane (a flawless-react child per call, with cwd and env; killed as a process group at
timeout_s):
  flawless_run             generate suites, and with run_tests run them
  flawless_test            run the existing suites`,
  },
  'read-plane': {
    title: 'The read plane',
    text: `Read tools take root (an absolute folder); every path argument resolves against it, so one
server drives several projects without one call reading another's files. A path or glob
that leads outside root is refused with PATH_OUTSIDE_ROOT; a glob that also matches inside
keeps those matches, and the note names what was dropped. max_entries (default 500;
flawless_findings checks the whole project unless it is given) and max_findings cap a
call; a cap is reported as entries_skipped or findings_skipped and a note, never a silent
cut; max_findings keeps errors before warnings. Results are JSON, also given as
structuredContent, and bounded to about 50 KB: the note (what was left out) first,
then a summary of counts, then a page of the lists. Call again with offset=page.next_offset
for the rest, limit for smaller pages, fields to keep fewer fields of each item; pages taken
in turn hold every item once. flawless_tree answers nodes depth first, each naming its parent.
The project's flawless.config.json (or package.json "flawless" key) sets rules, ignores,
maxEntries and the generator's out, tasks and props; arguments override it.`,
  },
  'run-plane': {
    title: 'The run plane',
    text: `flawless_run and flawless_test spawn flawless-react --ci --json in cwd, with env merged over
the server's for that call only. The answer is text: the exit line, the parsed document
under "result (--ci --json)", then the child's stderr; structuredContent carries exit_code,
the document as result, and stderr_tail. A nonzero exit is an error result.
timeout_s (default 600) bounds a call: the whole process group is killed at the deadline.
The e2e task runs against a server you started: pass env FLAWLESS_E2E_BASEURL (its URL) and
FLAWLESS_E2E_ID (tags the run's data), and routes (a JSON file of route params) for dynamic
routes the project gives no values for. The load task loads the API routes of a server on
this machine: pass env LOAD_BASE (its loopback URL; elsewhere needs load_allow_remote) and
LOAD_AUTH (a bearer token), and load_fixtures for bodies of POST and other writing methods.
To stop a run sooner, cancel the request (notifications/cancelled): its group is killed.
Exit codes: 0 done and every suite passed, 1 suites failed, 2 invalid arguments, 3 a named
prerequisite missing, 4 project unreadable, 5 internal error.`,
  },
  'safe-regeneration': {
    title: 'Safe regeneration',
    text: `Without force, an existing suite is kept and reported as skipped. With force it is
regenerated wholesale — and a suite a person edited (any byte of it, header or body, differs
from what the generator wrote) is first copied to <out>/.backups/, named by its content's
hash; the run lists every backup, each holding the bytes it replaced. Before forcing, call
flawless_project_status and read inventory.generated (edited suites) and inventory.todo_markers, or flawless_plan, which
shows overwrite-edited and the backup path for each.`,
  },
  limits: {
    title: 'What the read plane does not claim',
    text: `flawless_findings is the static engine only. Accessibility needs axe-core in a real browser
(the a11y task) and the full React, Next.js and accessibility lint rules need Biome (the
react-rules task); neither runs in a read call. Zero findings is not an accessible,
lint-clean component. The analyser reads syntax, not types: props are typed as written,
and a component bound at run time is reported as dynamic. A run that executes suites needs
their prerequisites; a missing one fails with its name, never as a pass.`,
  },
  ...Object.fromEntries(SKILLS.map((skill) => [skill.name, { title: skill.title, text: skill.body }])),
}

export function getGuide(topic: string | undefined): string | null {
  if (topic === undefined)
    return Object.entries(GUIDE_TOPICS)
      .map(([, section]) => `# ${section.title}\n\n${section.text}`)
      .join('\n\n')
  // Own topics only: "__proto__" or "constructor" is a name the object answers to, not a topic.
  if (!Object.hasOwn(GUIDE_TOPICS, topic)) return null
  const section = GUIDE_TOPICS[topic]!
  return `# ${section.title}\n\n${section.text}`
}
