import { startEarlyRequests } from './federation/early-requests';
import { nextTask } from './next-task';

// The entry's first task only sends what index.html's boot script found the page needs (files to
// preload, nav files): on a phone each request waits for the task that asks for it, and the rest of
// the entry (@portal/shared, the session, the remotes, the strings, then React and the application)
// is evaluated in the tasks that follow, all from this same file ("eager").
const early = startEarlyRequests();
void nextTask()
  .then(() => import(/* webpackMode: "eager" */ './start'))
  .then(async ({ start }) => {
    // Evaluating @portal/shared and the start's modules is one task, starting the session another.
    await nextTask();
    start(early);
  });
