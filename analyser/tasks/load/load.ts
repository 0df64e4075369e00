import { checkEnvironment } from '../machine.js'
import { defineTask } from '../task.js'

/** SPEC §4 load: an autocannon pipe per API route, against a loopback server. Not built yet. */
export const load = defineTask({
  name: 'load',
  prerequisites: (machine) => [
    checkEnvironment(machine, 'LOAD_BASE', 'the loopback URL of a server with a seeded database'),
  ],
})
