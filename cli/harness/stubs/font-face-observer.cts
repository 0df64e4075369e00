/**
 * fontfaceobserver, which expo-font's web loader waits on, in jsdom: a font is never laid out there, so the real
 * observer waits out its 6 s timeout and rejects, and `useFonts` stays `[false, error]` (a root layout that waits on
 * its fonts renders nothing). A font is loaded at once, as jest-expo's mock of the native loader answers.
 */
class FontFaceObserver {
  constructor(readonly family: string) {}

  load(): Promise<FontFaceObserver> {
    return Promise.resolve(this)
  }
}

export = FontFaceObserver
