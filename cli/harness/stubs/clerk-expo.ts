import { Fragment, type ReactNode, createElement } from 'react'

/**
 * @clerk/clerk-expo for a screen rendered alone: signed in as a test user, every call answered at once. The real
 * provider refuses to render without a publishable key from Clerk's dashboard and then loads Clerk's browser SDK
 * over the network, neither of which a test run has; an app's screens render inside it, so without this every
 * screen under the app's root layout failed to load. Suites can override with vi.mock where a test needs a
 * signed-out user.
 */
const noop = async (): Promise<void> => {}
const user = {
  id: 'user_flawless',
  firstName: 'Ada',
  lastName: 'Lovelace',
  fullName: 'Ada Lovelace',
  username: 'ada',
  imageUrl: '',
  hasImage: false,
  primaryEmailAddress: { emailAddress: 'ada@example.com' },
  emailAddresses: [{ emailAddress: 'ada@example.com' }],
  primaryEmailAddressId: 'idn_flawless',
  primaryPhoneNumber: null,
  primaryPhoneNumberId: null,
  phoneNumbers: [],
  // The lists a profile screen reads (`user.externalAccounts[0]?.imageUrl`): the test user signed up by email.
  externalAccounts: [],
  enterpriseAccounts: [],
  web3Wallets: [],
  passkeys: [],
  organizationMemberships: [],
  twoFactorEnabled: false,
  lastSignInAt: new Date(0),
  updatedAt: new Date(0),
  unsafeMetadata: {},
  publicMetadata: {},
  createdAt: new Date(0),
  update: noop,
  setProfileImage: noop,
  reload: noop,
}
const session = { id: 'sess_flawless', status: 'active', user, getToken: async () => 'flawless-token' }
const auth = {
  isLoaded: true,
  isSignedIn: true,
  userId: user.id,
  sessionId: session.id,
  orgId: null,
  orgRole: null,
  orgSlug: null,
  actor: null,
  has: () => true,
  signOut: noop,
  getToken: async () => 'flawless-token',
}
const attempt = { status: 'complete', createdSessionId: session.id, create: noop, prepareFirstFactor: noop }
const flow = { isLoaded: true, setActive: noop, signIn: attempt, signUp: attempt }
const clerk = { ...auth, user, session, loaded: true, setActive: noop, openSignIn: noop, addListener: () => noop }

const passThrough = ({ children }: { children?: ReactNode }) => createElement(Fragment, null, children)

// Clerk's prebuilt web components (`@clerk/clerk-expo/web`) draw Clerk's hosted UI: nothing here.
const hosted = () => null

// The test user passes every check (`has` is true), so a <Protect> shows what it guards.
const nothing = () => null

const exported = {
  SignIn: hosted,
  SignUp: hosted,
  UserButton: hosted,
  UserProfile: hosted,
  UserAvatar: hosted,
  Waitlist: hosted,
  PricingTable: hosted,
  CreateOrganization: hosted,
  OrganizationList: hosted,
  OrganizationProfile: hosted,
  OrganizationSwitcher: hosted,
  GoogleOneTap: hosted,
  TaskChooseOrganization: hosted,
  // A button wraps the element it is given, which the app draws.
  SignInButton: passThrough,
  SignUpButton: passThrough,
  SignOutButton: passThrough,
  SignInWithMetamaskButton: passThrough,
  ClerkProvider: passThrough,
  ClerkLoaded: passThrough,
  SignedIn: passThrough,
  Protect: passThrough,
  ClerkLoading: nothing,
  ClerkDegraded: nothing,
  ClerkFailed: nothing,
  SignedOut: nothing,
  AuthenticateWithRedirectCallback: nothing,
  RedirectToSignIn: nothing,
  RedirectToSignUp: nothing,
  RedirectToUserProfile: nothing,
  RedirectToOrganizationProfile: nothing,
  RedirectToCreateOrganization: nothing,
  RedirectToTasks: nothing,
  useAuth: () => auth,
  useUser: () => ({ isLoaded: true, isSignedIn: true, user }),
  useClerk: () => clerk,
  useSession: () => ({ isLoaded: true, isSignedIn: true, session }),
  useSessionList: () => ({ isLoaded: true, sessions: [session], setActive: noop }),
  useSignIn: () => ({ ...flow, signIn: attempt }),
  useSignUp: () => ({ ...flow, signUp: attempt }),
  useOAuth: () => ({ startOAuthFlow: async () => ({ createdSessionId: session.id, setActive: noop }) }),
  useSSO: () => ({ startSSOFlow: async () => ({ createdSessionId: session.id, setActive: noop }) }),
  useOrganization: () => ({ isLoaded: true, organization: null, membership: null }),
  useOrganizationList: () => ({ isLoaded: true, userMemberships: { data: [] }, setActive: noop }),
  useEmailLink: () => ({ startEmailLinkFlow: noop, cancelEmailLinkFlow: () => {} }),
  // An action that asks the user to confirm who they are runs at once: the test user has just signed in.
  useReverification: <Action>(action: Action) => action,
  useLocalCredentials: () => ({
    hasCredentials: false,
    userOwnsCredentials: false,
    biometricType: null,
    setCredentials: noop,
    clearCredentials: noop,
    authenticate: noop,
  }),
  getClerkInstance: () => clerk,
  Clerk: clerk,
  isClerkAPIResponseError: () => false,
  isClerkRuntimeError: () => false,
  isEmailLinkError: () => false,
  isKnownError: () => false,
  isMetamaskError: () => false,
}

// Named, as the package exports them: an ES module, compiled for Node with the React Native world (native-web.ts)
// and served as it is to a page.
export const {
  SignIn,
  SignUp,
  UserButton,
  UserProfile,
  UserAvatar,
  Waitlist,
  PricingTable,
  CreateOrganization,
  OrganizationList,
  OrganizationProfile,
  OrganizationSwitcher,
  GoogleOneTap,
  TaskChooseOrganization,
  SignInButton,
  SignUpButton,
  SignOutButton,
  SignInWithMetamaskButton,
  ClerkProvider,
  ClerkLoaded,
  SignedIn,
  Protect,
  ClerkLoading,
  ClerkDegraded,
  ClerkFailed,
  SignedOut,
  AuthenticateWithRedirectCallback,
  RedirectToSignIn,
  RedirectToSignUp,
  RedirectToUserProfile,
  RedirectToOrganizationProfile,
  RedirectToCreateOrganization,
  RedirectToTasks,
  useAuth,
  useUser,
  useClerk,
  useSession,
  useSessionList,
  useSignIn,
  useSignUp,
  useOAuth,
  useSSO,
  useOrganization,
  useOrganizationList,
  useEmailLink,
  useReverification,
  useLocalCredentials,
  getClerkInstance,
  Clerk,
  isClerkAPIResponseError,
  isClerkRuntimeError,
  isEmailLinkError,
  isKnownError,
  isMetamaskError,
} = exported
