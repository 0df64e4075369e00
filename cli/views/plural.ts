/** `1 file`, `2 files`: every noun the views count takes an s. */
export function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`
}
