import axios from 'axios'

// axios picks its adapter when an instance is created; with 'fetch', every request of
// the project's instances reaches the suite's stubbed fetch.
axios.defaults.adapter = 'fetch'
