import axios from 'axios'

/** The shop API; the dev server proxies /api to it. */
export const http = axios.create({ baseURL: '/api', timeout: 10_000 })
