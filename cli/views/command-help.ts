import { type CommandSpec, type OptionSpec, invocationName } from '../../analyser/grammar/index.js'

/** A command's --help: the usage line and summary the grammar holds, then its arguments aligned. */
export function formatCommandHelp(command: CommandSpec): string {
  const usage = [
    invocationName(command),
    ...command.positionals.map(
      (positional) =>
        `${positional.required ? `<${positional.name}>` : `[${positional.name}]`}${positional.variadic ? '...' : ''}`,
    ),
    ...command.options.map((option) => `[--${option.name}${formatValue(option)}]`),
  ].join(' ')
  const width = Math.max(
    ...[
      ...command.positionals.map((positional) => positional.name.length + 2),
      ...command.options.map((option) => option.name.length + 2 + formatValue(option).length),
    ],
  )
  const lines = [`Usage: ${usage}`, '', command.summary, '']
  for (const positional of command.positionals)
    lines.push(`  ${`<${positional.name}>`.padEnd(width)}  ${positional.description}`)
  for (const option of command.options)
    lines.push(`  ${`--${option.name}${formatValue(option)}`.padEnd(width)}  ${option.description}`)
  return lines.join('\n')
}

function formatValue(option: OptionSpec): string {
  if (!option.value) return ''
  return option.type === 'optional' ? ` [${option.value}]` : ` ${option.value}`
}
