/** A message in SARIF's two forms: plain text for any viewer, Markdown for those that render it. */
export interface MultiformatText {
  text: string
  markdown: string
}

/** What a rule's page says, in the parts a report's rule metadata takes. */
export interface RuleHelp {
  /** What the rule finds, then why it matters: the page's opening paragraph and the first of "Why". */
  fullDescription: MultiformatText
  /** The fix in text ("How to fix"); the whole page below its title in Markdown, examples included. */
  help: MultiformatText
}

/**
 * A rule's page in docs/rules (`# id`, the severity and source line, one paragraph on what it
 * finds, then `## Why`, `## How to fix`, `## Example`) as a report's rule metadata; null for
 * a page without the opening paragraph or those two sections.
 */
export function toRuleHelp(page: string): RuleHelp | null {
  const sections = splitSections(page)
  const opening = sections.get('')?.filter((paragraph) => !paragraph.startsWith('#') && !paragraph.startsWith('**'))
  const summary = opening?.[0]
  const why = sections.get('Why')?.[0]
  const fix = sections.get('How to fix')
  if (!summary || !why || !fix || fix.length === 0) return null
  const description = `${summary}\n\n${why}`
  return {
    fullDescription: { text: toPlainText(description), markdown: description },
    help: {
      text: toPlainText(fix.join('\n\n')),
      markdown: page.replace(/^# .*\n+/, '').trim(),
    },
  }
}

/** The page's paragraphs under each `## ` heading, by heading; those before the first under "". */
function splitSections(page: string): Map<string, string[]> {
  const sections = new Map<string, string[]>()
  let heading = ''
  let lines: string[] = []
  let fenced = false
  const flush = () => {
    const paragraph = lines.join('\n').trim()
    if (paragraph) sections.set(heading, [...(sections.get(heading) ?? []), paragraph])
    lines = []
  }
  for (const line of page.split(/\r?\n/)) {
    if (line.startsWith('```')) fenced = !fenced
    if (!fenced && line.startsWith('## ')) {
      flush()
      heading = line.slice(3).trim()
    } else if (!fenced && line.trim() === '') flush()
    else lines.push(line)
  }
  flush()
  return sections
}

/** Markdown prose as plain text: code spans, emphasis and links keep their words; lines of a paragraph join. */
function toPlainText(markdown: string): string {
  return markdown
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/\*\*([^*]*)\*\*/g, '$1')
    .replace(/(?<!\n)\n(?!\n)/g, ' ')
}
