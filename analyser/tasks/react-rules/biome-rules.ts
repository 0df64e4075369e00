/**
 * The Biome rules the react-rules task turns on (Biome 2.6.8, the version flawless-react
 * pins): the React, Next.js and accessibility rules of its correctness, suspicious,
 * security, performance, style, a11y and nursery groups. Each rule says why it is here;
 * the README lists them. Levels follow React's own lint defaults where React has one
 * (rules of hooks an error, exhaustive deps a warning), else Biome's, lowered to a
 * warning where a rule flags a smell more often than a bug.
 * https://biomejs.dev/linter/javascript/rules/
 */

export type BiomeGroup = 'a11y' | 'correctness' | 'nursery' | 'performance' | 'security' | 'style' | 'suspicious'

export interface BiomeRule {
  group: BiomeGroup
  name: string
  level: 'error' | 'warn'
  /** Only in a Next.js project: the rule is about Next's components and files. */
  next?: true
  /** The analyser's own rule that finds the same mistake: a finding of both is listed once. */
  flawless?: string
  why: string
}

export const BIOME_RULES: readonly BiomeRule[] = [
  // Hooks, keys, components: the mistakes React itself warns about at run time, or never.
  {
    group: 'correctness',
    name: 'useHookAtTopLevel',
    level: 'error',
    flawless: 'conditional-hook',
    why: 'A hook called conditionally, in a loop or after an early return breaks the order React keys state by.',
  },
  {
    group: 'correctness',
    name: 'useExhaustiveDependencies',
    level: 'warn',
    why: 'An effect, memo or callback missing a dependency reads stale values (a warning, as React’s own lint has it).',
  },
  {
    group: 'correctness',
    name: 'useJsxKeyInIterable',
    level: 'error',
    flawless: 'missing-key',
    why: 'Elements built in a list without a key are matched by position and lose their state on reorder.',
  },
  {
    group: 'suspicious',
    name: 'noArrayIndexKey',
    level: 'warn',
    flawless: 'index-key',
    why: 'An array index as key re-keys every item after an insertion: state and focus move to the wrong row.',
  },
  {
    group: 'correctness',
    name: 'noNestedComponentDefinitions',
    level: 'error',
    flawless: 'nested-component',
    why: 'A component defined inside another is a new type each render: its subtree remounts and loses state.',
  },
  {
    group: 'correctness',
    name: 'noComponentHookFactories',
    level: 'warn',
    why: 'Components and hooks made by a factory at run time cannot be checked or kept stable by React.',
  },
  {
    group: 'correctness',
    name: 'noReactPropAssignments',
    level: 'warn',
    why: 'Props are read-only: assigning to one changes nothing React sees.',
  },
  {
    group: 'correctness',
    name: 'noRenderReturnValue',
    level: 'error',
    why: 'The return value of ReactDOM.render is legacy and unreliable under concurrent rendering.',
  },
  {
    group: 'correctness',
    name: 'noVoidElementsWithChildren',
    level: 'error',
    why: 'React throws when a void element such as <img> or <input> is given children.',
  },
  {
    group: 'correctness',
    name: 'useUniqueElementIds',
    level: 'warn',
    why: 'A static id repeats when the component renders twice; useId gives one per instance.',
  },
  {
    group: 'suspicious',
    name: 'noDuplicateJsxProps',
    level: 'error',
    why: 'A prop written twice on one element keeps only the last value.',
  },
  {
    group: 'suspicious',
    name: 'noDuplicatedSpreadProps',
    level: 'warn',
    why: 'The same object spread twice into one element is a copy-paste slip.',
  },
  {
    group: 'suspicious',
    name: 'noCommentText',
    level: 'warn',
    why: 'A // comment written as JSX text is rendered on the page.',
  },
  {
    group: 'suspicious',
    name: 'noSuspiciousSemicolonInJsx',
    level: 'warn',
    why: 'A stray semicolon between JSX elements is rendered as text.',
  },
  {
    group: 'suspicious',
    name: 'noReactStringRefs',
    level: 'error',
    why: 'String refs are removed in React 19.',
  },
  {
    group: 'nursery',
    name: 'noReactDirectStateMutation',
    level: 'error',
    why: 'this.state changed directly does not re-render and is overwritten by the next setState.',
  },
  // Markup React passes to the DOM unchecked.
  {
    group: 'security',
    name: 'noDangerouslySetInnerHtml',
    level: 'warn',
    why: 'HTML set from a string bypasses React’s escaping: each use needs a sanitiser a person has checked.',
  },
  {
    group: 'security',
    name: 'noDangerouslySetInnerHtmlWithChildren',
    level: 'error',
    why: 'React throws when an element has both children and dangerouslySetInnerHTML.',
  },
  {
    group: 'security',
    name: 'noBlankTarget',
    level: 'warn',
    why: 'target="_blank" without rel="noopener" lets the opened page reach window.opener in older browsers.',
  },
  {
    group: 'security',
    name: 'noScriptUrl',
    level: 'error',
    why: 'React 19 blocks javascript: URLs, so such a link does nothing; before it, one is an injection risk.',
  },
  // Next.js: its components and files used where Next ignores or rejects them.
  {
    group: 'correctness',
    name: 'noNextAsyncClientComponent',
    level: 'error',
    next: true,
    flawless: 'async-client-component',
    why: 'An async component in a "use client" module is not supported by React in the browser.',
  },
  {
    group: 'style',
    name: 'noRestrictedImports',
    level: 'error',
    next: true,
    why: 'next/head does nothing in the app router (configured for app/ only): export metadata instead.',
  },
  {
    group: 'style',
    name: 'noHeadElement',
    level: 'warn',
    next: true,
    why: 'Outside the app router, a raw <head> bypasses next/head’s deduplication (Biome skips app/ itself).',
  },
  {
    group: 'suspicious',
    name: 'noDocumentImportInPage',
    level: 'error',
    next: true,
    why: 'next/document works only in pages/_document.',
  },
  {
    group: 'suspicious',
    name: 'noHeadImportInDocument',
    level: 'error',
    next: true,
    why: 'next/head inside pages/_document is ignored: use Head from next/document there.',
  },
  {
    group: 'correctness',
    name: 'noBeforeInteractiveScriptOutsideDocument',
    level: 'error',
    next: true,
    why: 'The beforeInteractive script strategy only works from the document (or the root layout).',
  },
  {
    group: 'correctness',
    name: 'useInlineScriptId',
    level: 'error',
    next: true,
    why: 'next/script needs an id on inline scripts to track and deduplicate them.',
  },
  {
    group: 'performance',
    name: 'noImgElement',
    level: 'warn',
    next: true,
    why: 'A raw <img> skips next/image’s sizing and lazy loading: slower LCP, layout shift.',
  },
  {
    group: 'performance',
    name: 'noSyncScripts',
    level: 'warn',
    next: true,
    why: 'A synchronous external script blocks parsing; next/script loads it without blocking.',
  },
  {
    group: 'performance',
    name: 'useGoogleFontPreconnect',
    level: 'warn',
    next: true,
    why: 'Google Fonts linked by hand need a preconnect, or next/font.',
  },
  {
    group: 'suspicious',
    name: 'useGoogleFontDisplay',
    level: 'warn',
    next: true,
    why: 'A Google Font without a display strategy can hide text while it loads.',
  },
  // Accessibility that the source alone shows: names, roles and keyboard access.
  {
    group: 'a11y',
    name: 'useAltText',
    level: 'error',
    flawless: 'img-alt',
    why: 'An image without alt text is announced as its file name, or not at all.',
  },
  {
    group: 'a11y',
    name: 'useValidAnchor',
    level: 'error',
    flawless: 'anchor-href',
    why: 'An <a> without a real href is not focusable and not a link to assistive technology.',
  },
  {
    group: 'a11y',
    name: 'useAnchorContent',
    level: 'error',
    why: 'A link with no accessible content has no name to announce.',
  },
  {
    group: 'a11y',
    name: 'useKeyWithClickEvents',
    level: 'warn',
    flawless: 'click-non-interactive',
    why: 'A click handler with no keyboard handler cannot be used without a mouse.',
  },
  {
    group: 'a11y',
    name: 'useKeyWithMouseEvents',
    level: 'warn',
    why: 'Hover-only behaviour needs a focus equivalent for keyboard users.',
  },
  {
    group: 'a11y',
    name: 'noStaticElementInteractions',
    level: 'warn',
    why: 'A <div> with handlers and no role is invisible to assistive technology as a control.',
  },
  {
    group: 'a11y',
    name: 'noNoninteractiveElementInteractions',
    level: 'warn',
    why: 'Handlers on non-interactive elements (li, p, img) make controls screen readers do not announce.',
  },
  {
    group: 'a11y',
    name: 'useFocusableInteractive',
    level: 'warn',
    why: 'An element given an interactive role and a handler must also be focusable.',
  },
  {
    group: 'a11y',
    name: 'useButtonType',
    level: 'warn',
    why: 'A <button> without a type submits its form.',
  },
  {
    group: 'a11y',
    name: 'useValidAriaProps',
    level: 'error',
    why: 'An unknown aria-* attribute is ignored by assistive technology.',
  },
  {
    group: 'a11y',
    name: 'useValidAriaRole',
    level: 'error',
    why: 'An invalid or abstract role is ignored.',
  },
  {
    group: 'a11y',
    name: 'useValidAriaValues',
    level: 'error',
    why: 'An aria-* attribute with a value of the wrong type is ignored.',
  },
  {
    group: 'a11y',
    name: 'useAriaPropsForRole',
    level: 'error',
    why: 'A role without its required attributes (a checkbox without aria-checked) is announced wrongly.',
  },
  {
    group: 'a11y',
    name: 'useAriaPropsSupportedByRole',
    level: 'error',
    why: 'An aria-* attribute the role does not support is ignored.',
  },
  {
    group: 'a11y',
    name: 'useAriaActivedescendantWithTabindex',
    level: 'error',
    why: 'aria-activedescendant needs the element to be focusable to mean anything.',
  },
  {
    group: 'a11y',
    name: 'noAriaHiddenOnFocusable',
    level: 'error',
    why: 'A focusable element hidden from assistive technology is a keyboard stop with no name.',
  },
  {
    group: 'a11y',
    name: 'noAriaUnsupportedElements',
    level: 'error',
    why: 'Elements such as <meta> and <script> cannot carry roles or aria-* attributes.',
  },
  {
    group: 'a11y',
    name: 'noInteractiveElementToNoninteractiveRole',
    level: 'warn',
    why: 'A button given a non-interactive role loses its announced purpose.',
  },
  {
    group: 'a11y',
    name: 'noNoninteractiveElementToInteractiveRole',
    level: 'warn',
    why: 'A heading or list item given a control role lacks the control’s keyboard behaviour.',
  },
  {
    group: 'a11y',
    name: 'noNoninteractiveTabindex',
    level: 'warn',
    why: 'A tab stop on something that does nothing wastes keyboard users’ time.',
  },
  {
    group: 'a11y',
    name: 'noPositiveTabindex',
    level: 'warn',
    why: 'A positive tabindex reorders the page’s tab sequence away from its reading order.',
  },
  {
    group: 'a11y',
    name: 'noAutofocus',
    level: 'warn',
    why: 'Autofocus moves screen-reader users away from where the page begins.',
  },
  { group: 'a11y', name: 'noAccessKey', level: 'warn', why: 'Access keys clash with assistive technology shortcuts.' },
  {
    group: 'a11y',
    name: 'noDistractingElements',
    level: 'error',
    why: '<marquee> and <blink> are inaccessible and obsolete.',
  },
  { group: 'a11y', name: 'noHeaderScope', level: 'error', why: 'scope is meaningful on <th> only.' },
  {
    group: 'a11y',
    name: 'noRedundantAlt',
    level: 'warn',
    why: 'alt text saying "image" or "photo" repeats what the screen reader already announces.',
  },
  {
    group: 'a11y',
    name: 'noRedundantRoles',
    level: 'warn',
    why: 'A role equal to the element’s own is noise that hides real overrides.',
  },
  {
    group: 'a11y',
    name: 'noSvgWithoutTitle',
    level: 'warn',
    why: 'An inline <svg> that is not aria-hidden needs a title or label to be announced.',
  },
  {
    group: 'a11y',
    name: 'noLabelWithoutControl',
    level: 'warn',
    why: 'A <label> tied to no control labels nothing.',
  },
  {
    group: 'a11y',
    name: 'noAmbiguousAnchorText',
    level: 'warn',
    why: 'Links reading "click here" or "more" say nothing when listed out of context.',
  },
  {
    group: 'a11y',
    name: 'useHeadingContent',
    level: 'error',
    why: 'An empty heading is announced as a heading with no name.',
  },
  {
    group: 'a11y',
    name: 'useHtmlLang',
    level: 'error',
    why: 'Without lang on <html> a screen reader guesses the pronunciation.',
  },
  {
    group: 'a11y',
    name: 'useValidLang',
    level: 'error',
    why: 'An invalid language tag is as good as none.',
  },
  {
    group: 'a11y',
    name: 'useIframeTitle',
    level: 'error',
    why: 'An <iframe> without a title is announced as "frame".',
  },
  {
    group: 'a11y',
    name: 'useMediaCaption',
    level: 'warn',
    why: 'Audio and video need a captions track for deaf users.',
  },
  {
    group: 'a11y',
    name: 'useSemanticElements',
    level: 'warn',
    why: 'role="button" on a <div> re-creates a <button> without its keyboard behaviour.',
  },
  {
    group: 'a11y',
    name: 'useValidAutocomplete',
    level: 'warn',
    why: 'An invalid autocomplete token stops browsers and password managers filling the field.',
  },
]

/** The next/head restriction's message: what Biome prints for the planted import. */
export const NEXT_HEAD_MESSAGE =
  'next/head does nothing in the app router. Export metadata or generateMetadata from the page or layout instead.'

/** Biome's page for a rule: https://biomejs.dev/linter/rules/use-hook-at-top-level. */
export function getBiomeRuleUrl(name: string): string {
  return `https://biomejs.dev/linter/rules/${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`
}
