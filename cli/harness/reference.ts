import { type ReactElement, createElement } from 'react'

/**
 * A fixed render, measured beside the component in every run: a table of rows and
 * cells with text and attributes, the shape list views render. It never changes, so a
 * change in its time is the machine's (load, frequency, another process), and the
 * component's time is judged relative to it.
 */
export function renderReference(): ReactElement {
  return createElement(ReferenceTable, { rows: 6 })
}

function ReferenceTable({ rows }: { rows: number }): ReactElement {
  return createElement(
    'table',
    null,
    createElement(
      'tbody',
      null,
      Array.from({ length: rows }, (_, row) =>
        createElement(
          'tr',
          { key: row, className: row % 2 === 0 ? 'even' : 'odd' },
          Array.from({ length: 3 }, (_, cell) =>
            createElement('td', { key: cell, title: `cell ${row}.${cell}` }, `${row * 5 + cell}`),
          ),
        ),
      ),
    ),
  )
}
