import { readFileSync } from 'node:fs'
import * as path from 'node:path'
import { type NativeWebSettings, isReactNativePackage } from '../harness/native-web.js'
import { type PackageLocator, findPackageFolder } from './locate-packages.js'

/**
 * The packages of the React Native world an Expo run loads as the web bundler would (harness/native-web.ts): those
 * named so (isReactNativePackage), and any installed package that depends or peer-depends on one of them, even
 * optionally (@clerk/clerk-expo on expo-secure-store, @shopify/react-native-skia on react-native), found from the
 * project's dependencies down. One that runs as Node loads it anyway (react-redux's CommonJS build) is left as it
 * is; the world is what is compiled where Node cannot run it, and loaded once.
 */
export function findReactNativePackages(root: string): string[] {
  const readDependencies = (folder: string): string[] => {
    try {
      const manifest = JSON.parse(readFileSync(path.join(folder, 'package.json'), 'utf8')) as Record<
        string,
        Record<string, unknown> | undefined
      >
      return Object.keys({ ...manifest.dependencies, ...manifest.optionalDependencies, ...manifest.peerDependencies })
    } catch {
      return []
    }
  }
  const projectManifest = (() => {
    try {
      return JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as Record<string, Record<string, string>>
    } catch {
      return {}
    }
  })()
  const queue = Object.keys({ ...projectManifest.dependencies, ...projectManifest.devDependencies }).map((name) => ({
    name,
    from: root,
  }))
  const found = new Map<string, { name: string; dependencies: string[] }>()
  while (queue.length > 0) {
    const { name, from } = queue.shift()!
    if (name === 'react-native') continue
    const folder = findPackageFolder(name, from)
    if (folder === null || found.has(folder)) continue
    const dependencies = readDependencies(folder)
    found.set(folder, { name, dependencies })
    queue.push(...dependencies.map((dependency) => ({ name: dependency, from: folder })))
  }
  const world = new Set([...found.values()].map(({ name }) => name).filter(isReactNativePackage))
  const dependsOnWorld = (dependencies: readonly string[]): boolean =>
    dependencies.some((dependency) => dependency === 'react-native' || world.has(dependency))
  for (let grew = true; grew; ) {
    grew = false
    for (const { name, dependencies } of found.values()) {
      if (world.has(name) || name === 'react-native-web' || !dependsOnWorld(dependencies)) continue
      world.add(name)
      grew = true
    }
  }
  return [...world].sort()
}

/** What an Expo run's workers and vite plugin are given: react-native-web's CommonJS build, the world, a cache. */
export function createNativeWebSettings(
  root: string,
  packages: PackageLocator,
  runFolder: string,
  stubs: Readonly<Record<string, string>>,
): NativeWebSettings {
  const { folder } = packages.locate('react-native-web')
  const manifest = JSON.parse(readFileSync(path.join(folder, 'package.json'), 'utf8')) as { main?: string }
  const main = path.join(folder, manifest.main ?? 'index.js')
  return {
    root,
    reactNativeWeb: path.extname(main) === '' ? `${main}.js` : main,
    packages: findReactNativePackages(root),
    stubs,
    cache: path.join(runFolder, 'native-web'),
  }
}
