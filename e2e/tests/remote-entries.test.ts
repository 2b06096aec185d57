// The host hands remotes a webpack bundler runtime without two parts no remote of the portal uses
// (a remote's own remotes, eager shared modules: tooling/webpack-config, lib/runtime-unserved.mjs).
// Every remote's served remoteEntry.js must call only what it is handed, or that remote would fail
// to load once built another way.
import { baseUrl } from '../support/browser';

const SERVED = ['I', 'consumes', 'init', 'initContainerEntry'];

it('every remote’s entry calls only the bundler-runtime functions the host serves', async () => {
  const { remotes } = (await (await fetch(`${baseUrl()}/remotes.json`)).json()) as { remotes: { entry: string }[] };
  expect(remotes.length).toBeGreaterThan(0);
  for (const { entry } of remotes) {
    const source = await (await fetch(new URL(entry, baseUrl()))).text();
    const calls = [
      ...new Set(source.match(/bundlerRuntime\.\w+/g)?.map((call) => call.slice('bundlerRuntime.'.length))),
    ];
    // It calls some (it is a federated entry), and none outside the served set.
    expect([entry, calls.length > 0, calls.filter((call) => !SERVED.includes(call))]).toEqual([entry, true, []]);
  }
});

it('every remote’s entry sets up sharing once (the federation plugin’s; webpack’s own would be overwritten)', async () => {
  const { remotes } = (await (await fetch(`${baseUrl()}/remotes.json`)).json()) as { remotes: { entry: string }[] };
  for (const { entry } of remotes) {
    const source = await (await fetch(new URL(entry, baseUrl()))).text();
    // Each sharing runtime starts with an empty share scope map (`__webpack_require__.S = {}`).
    expect([entry, source.match(/\b\w+\.S=\{\}/g)?.length]).toEqual([entry, 1]);
  }
});
