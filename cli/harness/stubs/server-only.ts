// server-only fails a client bundle; a suite renders the server module on purpose.
export {}
