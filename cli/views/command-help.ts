import {
  COMMANDS,
  type CommandSpec,
  GENERATE_COMMAND,
  type OptionSpec,
  invocationName,
} from '../../analyser/grammar/index.js'

/** `flawless-react --help`: the generator's options, then the commands, then the exit codes. */
export function formatMainHelp(version: string): string {
  const width = Math.max(...COMMANDS.map((command) => command.name.length))
  return [
    `flawless-react ${version} — reads a React project the way a senior reviewer would.`,
    '',
    'Usage: flawless-react [options]             write test suites for the components, and run them with --run-tests',
    '       flawless-react <command> [options]',
    '',
    'Options of the generator:',
    ...formatCommandHelp(GENERATE_COMMAND).split('\n').slice(4),
    '',
    'Commands:',
    ...COMMANDS.map((command) => `  ${command.name.padEnd(width)}  ${command.summary}`),
    '',
    'Run "flawless-react <command> --help" for a command\'s options.',
    'Exit codes: 0 done, 1 findings or failures reported, 2 invalid command line, 3 a prerequisite missing, ' +
      '4 project unreadable, 5 internal error.',
  ].join('\n')
}

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
      ...command.options.map((option) => formatFlag(option).length + formatValue(option).length),
    ],
  )
  const lines = [`Usage: ${usage}`, '', command.summary, '']
  for (const positional of command.positionals)
    lines.push(`  ${`<${positional.name}>`.padEnd(width)}  ${positional.description}`)
  for (const option of command.options)
    lines.push(`  ${`${formatFlag(option)}${formatValue(option)}`.padEnd(width)}  ${option.description}`)
  return lines.join('\n')
}

function formatFlag(option: OptionSpec): string {
  return option.short ? `-${option.short}, --${option.name}` : `--${option.name}`
}

function formatValue(option: OptionSpec): string {
  if (!option.value) return ''
  return option.type === 'optional' ? ` [${option.value}]` : ` ${option.value}`
}
