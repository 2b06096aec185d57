// What jsdom cannot load, for tests of the host's routing and activation: the federation runtime,
// whose registrations asked for stay pending, and the remotes' nav files, which stay unanswered too.
// Used from jest.mock factories (which may only require):
//   jest.mock('@module-federation/runtime', () => jest.requireActual('../testing/pending-remotes').pendingRuntime());

export function pendingRuntime() {
  return {
    init: jest.fn(),
    loadRemote: jest.fn(() => new Promise(() => undefined)),
    registerRemotes: jest.fn(),
    registerPlugins: jest.fn(),
  };
}

export function pendingNavFiles() {
  return {
    ...jest.requireActual<object>('../federation/federation-runtime'),
    readNavFile: jest.fn(() => new Promise(() => undefined)),
  };
}
