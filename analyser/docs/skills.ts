/**
 * The agent skills (https://agentskills.io): what to run and in what order, as text an
 * agent reads, where the MCP tools are what it calls. One source: `flawless-react guide
 * <name>` and flawless://guide/<name> serve each body, and `npm run skills` writes it with
 * its frontmatter to skills/<name>/SKILL.md, which a test holds equal to this.
 */
export interface Skill {
  /** Lowercase words joined by single hyphens, at most 64 characters: the folder's name too. */
  name: string
  /** What the skill does and when to use it, at most 1,024 characters: the part an agent sees before loading it. */
  description: string
  title: string
  body: string
}

export const SKILLS: readonly Skill[] = [
  {
    name: 'review-react-component',
    description:
      'Review a React component the way a senior reviewer would, with flawless-react: its render mode (server or ' +
      'client), props, hooks, state, data fetches, children across files and where it is used, then the static ' +
      'findings. Use when asked to review, explain or change a component, or before moving it across a ' +
      "'use client' boundary.",
    title: 'Review a React component',
    body: `Read the component before judging it, and read what the analyser says, not what the
file name suggests.

1. **Analyse the file.** Call flawless_analyse with root (the project folder) and entry (the
   component's file), or run \`flawless-react analyse src/components/card.tsx --json\`. Each
   component comes back with:
   - render_mode: rsc, client or shared. A client component rendered by server code is
     where the client bundle starts; moving code across that line changes what ships.
   - props (prop_names, prop_types as written, prop_usage), hooks with their sources,
     state, and fetches followed across files to the request they make.
   - children resolved to their files, descendants, and used_by: the places that render
     it, with the props written there. Read used_by before changing a prop.
2. **Read the tree around it** when the render mode surprises you: flawless_tree (or
   \`flawless-react tree --json\`) shows client boundaries and server components passed into
   client ones.
3. **Check the findings** for the same entry: flawless_findings with entry, or
   \`flawless-react findings src/components/card.tsx\`. Cross-file server/client mistakes
   come first (a browser API or a client hook in server code, a server-only import in a
   client module, a function passed from server to client), then hooks, keys, effects and
   accessibility basics. Each rule has a page in docs/rules/.
4. **Say what you did not check.** The analyser reads syntax, not types; a component bound
   at run time is reported as dynamic. Zero findings is not an accessible or lint-clean
   component: that takes the a11y and react-rules tasks (the run-browser-and-server-tasks
   skill).

Report in this order: what the component is and where it renders, the findings with their
file and line, what the change would touch (used_by), and what stayed unchecked.`,
  },
  {
    name: 'maintain-test-suite',
    description:
      "Keep a React project's generated flawless-react test suites current: see what exists, plan, generate and " +
      'run, read failures, and regenerate without losing edits. Use when asked to add or update component tests, ' +
      'after components changed, or when a flawless-react run fails.',
    title: "Maintain a project's generated suites",
    body: `Suites live under tests/flawless/<task>/, one file per component, each with a header
naming the source and both hashes, so stale and edited suites can be told apart.

1. **Status first.** flawless_project_status (or \`flawless-react status\`): framework,
   runners, components by render mode, the suites that exist, which are stale (their
   source changed) or edited (a person changed them), TODO markers, and each task's
   prerequisites. \`flawless-react status --todos\` lists every marker.
2. **Plan.** flawless_plan (or \`flawless-react plan --tasks perf-harness\`) says file by file
   what a run would do: create, skip, overwrite, or overwrite-edited with the backup path.
   It writes nothing.
3. **Generate and run.** flawless_run with run_tests (or
   \`flawless-react --tasks perf-harness --run-tests --ci --json\`). Only components changed
   since a commit: \`flawless-react --changed main --run-tests\`. Existing suites are kept
   unless force is given.
4. **Read failures.** The --ci --json document's tests block has failures (file, test,
   message) and causes (failures grouped by what they stopped on). A suite file that did
   not load names the module's own error. A perf suite fails on a render slower than its
   baseline by a significant margin, or on a different commit count. Fix the component or
   the suite's props (\`--props FILE\` gives fixtures), not the baseline, unless the change
   was meant.
5. **Regenerate safely.** With force every suite is written again, and an edited one is
   first copied to tests/flawless/.backups/, named by its content's hash; the run lists
   each backup. Check flawless_plan for overwrite-edited before forcing.
6. **Long runs.** \`flawless-react test --shard 1/2\` runs a part of the suites, and
   \`flawless-react merge-reports part-1 part-2\` joins the parts' out folders. \`--timeout MIN\` stops a run and still
   prints what finished (exit 124); results.jsonl in the out folder has every suite as it
   finished.

Add the assertions the TODO(flawless) markers ask for: they mark where a person knows what
the component should show.`,
  },
  {
    name: 'triage-findings',
    description:
      "Triage flawless-react's static findings on a React project: rank them, fix or suppress each with a reason, " +
      'and set up CI reporting (SARIF, GitHub annotations). Use when asked to fix lint-like problems in React ' +
      'code, to clear server/client boundary errors, or to gate CI on findings.',
    title: 'Triage findings',
    body: `1. **Get them all.** \`flawless-react findings --json\` checks the whole project;
   flawless_findings does too unless max_entries is given. Errors come before warnings, and
   cross-file server/client mistakes before single-file ones.
2. **Read the rule** before changing code: docs/rules/<rule-id>.md says what it catches,
   why, and what a fix looks like. A finding names the file, line and component.
3. **Fix in this order:** server/client boundary errors (they break the build or leak
   server code), then hooks rules and missing keys (wrong behaviour), then effects and
   accessibility basics.
4. **Suppress only with a reason:** \`// flawless-ignore-next-line <rule-id> -- why\` above
   the line, or the file-level form at the top. A suppression that no longer matches
   anything is reported, so it cannot rot silently.
5. **Configure, don't fork:** flawless.config.json (or a "flawless" key in package.json,
   not both) sets each rule's severity (off, warning, error), ignores and maxEntries.
6. **In CI:** \`flawless-react findings --format sarif -o findings.sarif\` for code scanning,
   \`--format github\` for annotations, \`--max-warnings 0\` to fail on warnings as ESLint
   does. Exit 1 means errors were found.

Zero findings is not a clean component: accessibility in a browser and the full React,
Next.js and accessibility lint rules are the a11y and react-rules tasks.`,
  },
  {
    name: 'run-browser-and-server-tasks',
    description:
      "Run flawless-react's browser and server tasks on a React project: a11y (axe-core in Chromium), react-rules " +
      '(Biome), e2e (Playwright against a running server, signed in if needed) and load (autocannon against a ' +
      'server on this machine). Use when asked for accessibility checks, end-to-end tests or load tests of a ' +
      'React or Next.js app.',
    title: 'Run the browser and server tasks',
    body: `Each task needs something on the machine. A missing one is exit 3 naming it, never a
pass: read flawless_project_status's prerequisites first.

- **a11y** renders each component in a real Chromium and runs axe-core on it.
  Needs a Chromium (CHROMIUM_PATH, else chromium or google-chrome on PATH).
  \`flawless-react --tasks a11y --run-tests --ci --json\`; a suite fails on a serious or
  critical violation, \`--a11y-impact moderate\` tightens that.
- **react-rules** runs Biome's React, Next.js and accessibility rules over the components,
  on the project's own Biome when it has one. \`flawless-react --tasks react-rules --run-tests\`.
- **e2e** visits each page of a server you started, with Playwright in Chromium. Set
  FLAWLESS_E2E_BASEURL to its URL. Dynamic routes the project gives no values for need a
  JSON of params (\`--routes routes.json\`). A page that redirects fails naming both URLs;
  for pages behind sign-in, save a Playwright storageState once and set
  FLAWLESS_E2E_STORAGE_STATE to it. FLAWLESS_E2E_ID tags every request so the server can
  mark the data a run makes.
- **load** loads each API route and method of a server on this machine: LOAD_BASE (a
  loopback URL; another host needs \`--load-allow-remote\`), LOAD_AUTH for a bearer token,
  and a seeded database. Methods that write are loaded only with a body
  (\`--load-fixtures load.json\`), and a handler that writes to the database or names a job
  (seed, migrate, cron) is never loaded unless its fixture says \`"writes": true\`: point it
  at a database set aside to be spent.

Through MCP, pass these as flawless_run's env and arguments (tasks, routes, load_fixtures,
load_allow_remote); timeout_s bounds the call. Report what each task could not run, and
why, beside what failed.`,
  },
]

/** A skill as its SKILL.md holds it: the frontmatter an agent's host reads, then the instructions. */
export function renderSkill(skill: Skill): string {
  // A JSON string is a YAML double-quoted scalar: the description's quotes and colons stay text.
  const frontmatter = `name: ${skill.name}\ndescription: ${JSON.stringify(skill.description)}\n`
  return `---\n${frontmatter}---\n\n# ${skill.title}\n\n${skill.body}\n`
}
