import * as path from 'node:path'
import { describe, expect, it } from 'vitest'
import { findPackagesDependingOn } from '../../cli/generate/vitest-config.js'
import { REPO } from '../helpers/cli.js'
import { writeProject } from '../helpers/temp-project.js'

const STUBS = path.join(REPO, 'dist/cli/harness/stubs')

describe('next/server and next/router for a suite run', () => {
  it('valid: NextResponse builds the Web responses a package reads back', async () => {
    const { NextRequest, NextResponse } = await import(path.join(STUBS, 'next-server.js'))
    const json = NextResponse.json({ ok: true }, { status: 201 })
    expect([json.status, json.headers.get('content-type'), await json.json()]).toEqual([
      201,
      'application/json',
      { ok: true },
    ])
    const redirect = NextResponse.redirect('https://example.com/login')
    expect([redirect.status, redirect.headers.get('location')]).toEqual([307, 'https://example.com/login'])
    expect(new NextRequest('https://example.com/a?b=1').nextUrl.searchParams.get('b')).toBe('1')
  })

  it('valid: the pages router stub is at the root path and navigates nowhere', async () => {
    const { useRouter } = await import(path.join(STUBS, 'next-router.js'))
    const router = useRouter()
    expect([router.pathname, router.asPath, router.isReady, await router.push('/elsewhere')]).toEqual([
      '/',
      '/',
      true,
      true,
    ])
  })
})

describe('the installed packages a run must load through vite', () => {
  const project = writeProject({
    'package.json': JSON.stringify({ dependencies: { 'next-auth': '4', clsx: '2', next: '15' } }),
    'node_modules/next-auth/package.json': JSON.stringify({
      dependencies: { jose: '4' },
      peerDependencies: { next: '*', react: '*' },
    }),
    'node_modules/jose/package.json': JSON.stringify({}),
    'node_modules/clsx/package.json': JSON.stringify({ dependencies: { 'clsx-helper': '1' } }),
    'node_modules/clsx-helper/package.json': JSON.stringify({ peerDependencies: { next: '*' } }),
    'node_modules/next/package.json': JSON.stringify({}),
  })

  it('valid: those that depend or peer-depend on an aliased module, directly or through a dependency', () => {
    expect(findPackagesDependingOn(project, ['next'])).toEqual(['clsx-helper', 'next-auth'])
  })

  it('invalid: none when nothing is aliased, or nothing depends on it', () => {
    expect(findPackagesDependingOn(project, [])).toEqual([])
    expect(findPackagesDependingOn(project, ['react-native'])).toEqual([])
  })
})
