// The harness's setup for projects that use axios imports the project's own copy,
// which flawless-react does not depend on: only what the setup touches is declared.
declare module 'axios' {
  const axios: { defaults: { adapter: unknown } }
  export default axios
}
