import { hookOutsideComponent } from '../../analyser/rules/hook-outside-component.js'
import { source, testRule } from '../helpers/rule-tester.js'

testRule(hookOutsideComponent, {
  valid: [
    {
      name: 'valid: hooks in a component and a custom hook',
      files: {
        'src/app.tsx': source`
          import { useState } from 'react'

          export function useToggle() {
            return useState(false)
          }

          export function App() {
            const [on] = useToggle()
            return <p>{String(on)}</p>
          }
        `,
      },
    },
    {
      name: 'valid: a capitalised function that only runs an effect is a component rendering nothing',
      files: {
        'src/title.tsx': source`
          import { useEffect } from 'react'

          export function DocumentTitle({ title }: { title: string }) {
            useEffect(() => {
              document.title = title
            }, [title])
            return false
          }
        `,
      },
    },
    {
      name: 'valid: a regular function that calls no hook',
      files: {
        'src/format.ts': source`
          export function formatPrice(cents: number) {
            return (cents / 100).toFixed(2)
          }
        `,
      },
    },
  ],
  invalid: [
    {
      name: 'invalid: a regular function calls a hook',
      files: {
        'src/session.ts': source`
          import { useContext } from 'react'
          import { SessionContext } from './context'

          export function getSession() {
            return useContext(SessionContext)
          }
        `,
        'src/context.ts': source`
          import { createContext } from 'react'
          export const SessionContext = createContext(null)
        `,
      },
      errors: [{ file: 'src/session.ts', line: 5, component: 'getSession' }],
    },
    {
      name: 'invalid: a class component calls a hook',
      files: {
        'src/clock.tsx': source`
          import { Component, useState } from 'react'

          export class Clock extends Component {
            render() {
              const [now] = useState(Date.now())
              return <p>{now}</p>
            }
          }
        `,
      },
      errors: [{ file: 'src/clock.tsx', line: 5, component: 'Clock' }],
    },
  ],
})
