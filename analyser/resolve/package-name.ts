/** `@mui/material/styles` → `@mui/material`, `next-auth/react` → `next-auth`: the package a module specifier names. */
export function getPackageName(specifier: string): string {
  const parts = specifier.split('/')
  return (specifier.startsWith('@') ? parts.slice(0, 2) : parts.slice(0, 1)).join('/')
}
